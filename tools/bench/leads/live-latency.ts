import { SqliteEventStore } from '@receptionist/event-store';
import { io, type Socket } from 'socket.io-client';
import { percentile } from './latency-stats';
import type { Submit } from './submissions';

export interface LiveLatencyOptions {
  /** Where the admin sockets connect, spread round robin (several `api` instances: each gets its share). */
  socketUrls: readonly string[];
  accessToken: string;
  /** The API's event store file, to learn each submission's global position afterwards. */
  eventsFile: string;
  sockets: number;
  perSecond: number;
  seconds: number;
  /** Submissions go round robin through these (one per instance). */
  submits: readonly Submit[];
}

export interface LiveLatencyResult {
  submissions: number;
  /** One per (submission, socket) that saw it. */
  samples: number;
  missed: number;
  p50: number;
  p95: number;
  p99: number;
  /** The two halves: recorded -> published by the projector process, published -> received on the socket. */
  toPublished: { p50: number; p99: number };
  publishedToSocket: { p50: number; p99: number };
  /** Deliveries to a socket on another instance than the one that took the submission (several instances only). */
  crossInstance: { samples: number; missed: number; p50: number; p95: number; p99: number } | null;
  /** The rate actually achieved by the submissions. */
  achievedPerSecond: number;
  /** Submissions the API refused or that failed (counted, not retried). */
  failedSubmissions: number;
  firstFailure: string | null;
}

type Arrival = { position: number; at: number; publishedAt: number };

/** Wall-clock milliseconds with sub-millisecond resolution; comparable with the API process' clock on this machine. */
const wallClock = () => performance.timeOrigin + performance.now();

async function connectAdmin(apiUrl: string, token: string, arrivals: Arrival[]): Promise<Socket> {
  const socket = io(apiUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  socket.on('projection:updated', (update: { projector: string; position: number; publishedAt?: number }) => {
    if (update.projector === 'demo_requests') arrivals.push({ position: update.position, at: wallClock(), publishedAt: update.publishedAt ?? Number.NaN });
  });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  return socket;
}

/**
 * Waits until an admin socket is accepted on `url`: the socket checks the user's role in the users read model, which
 * the projector process fills a moment after the administrator was created.
 */
export async function waitForAdminSocket(url: string, token: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      (await connectAdmin(url, token, [])).disconnect();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

/** Each submission's global position and the instant the API recorded it (event metadata, server clock). */
async function recordedSubmissions(eventsFile: string): Promise<Map<string, { position: number; recordedAt: number }>> {
  const store = new SqliteEventStore({ file: eventsFile });
  const recorded = new Map<string, { position: number; recordedAt: number }>();
  for await (const event of store.readAll({ filter: { types: ['DemoRequestSubmitted'] } })) {
    recorded.set((event.data as { requestId: string }).requestId, { position: event.position, recordedAt: Date.parse(event.metadata.occurredAt) });
  }
  await store.close();
  return recorded;
}

/** The first arrival that covers `position` (arrivals are in position order), or null. */
function arrivalOf(arrivals: readonly Arrival[], position: number): Arrival | null {
  let low = 0;
  let high = arrivals.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (arrivals[middle].position >= position) high = middle;
    else low = middle + 1;
  }
  return low < arrivals.length ? arrivals[low] : null;
}

/**
 * P2: submissions at a fixed rate (open loop) while `sockets` admin sockets listen. Latency = arrival of the
 * demo_requests update covering the submission's position − the instant the API recorded the submission (its
 * event's occurredAt, taken just before the append; same machine, same clock; millisecond resolution).
 */
export async function liveLatency(options: LiveLatencyOptions): Promise<LiveLatencyResult> {
  const urls = options.socketUrls;
  const arrivalsPerSocket = Array.from({ length: options.sockets }, (): Arrival[] => []);
  const socketInstance = arrivalsPerSocket.map((_, index) => index % urls.length);
  const sockets: Socket[] = [];
  // Connected a few at a time: 500 handshakes at once would measure the handshake storm, not the live path.
  for (let index = 0; index < arrivalsPerSocket.length; index += 25) {
    const slice = arrivalsPerSocket.slice(index, index + 25);
    sockets.push(...(await Promise.all(slice.map((arrivals, offset) => connectAdmin(urls[socketInstance[index + offset]], options.accessToken, arrivals)))));
  }
  const total = options.perSecond * options.seconds;
  const accepted = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let failedSubmissions = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const instance = index % options.submits.length;
    pending.push(
      options.submits[instance]().then(
        ({ id }) => void accepted.set(id, instance),
        (error: unknown) => {
          failedSubmissions++;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        },
      ),
    );
  }
  await Promise.all(pending);
  const achievedPerSecond = total / ((performance.now() - started) / 1000);
  await new Promise((done) => setTimeout(done, 2000));
  for (const socket of sockets) socket.disconnect();

  const recorded = await recordedSubmissions(options.eventsFile);
  const latencies: number[] = [];
  const cross: number[] = [];
  const toPublished: number[] = [];
  const publishedToSocket: number[] = [];
  let missed = 0;
  let crossMissed = 0;
  for (const [id, instance] of accepted) {
    const submission = recorded.get(id);
    arrivalsPerSocket.forEach((arrivals, socket) => {
      const arrival = submission ? arrivalOf(arrivals, submission.position) : null;
      const elsewhere = urls.length > 1 && socketInstance[socket] !== instance % urls.length;
      if (arrival === null || !submission) {
        missed++;
        if (elsewhere) crossMissed++;
        return;
      }
      latencies.push(arrival.at - submission.recordedAt);
      toPublished.push(arrival.publishedAt - submission.recordedAt);
      publishedToSocket.push(arrival.at - arrival.publishedAt);
      if (elsewhere) cross.push(arrival.at - submission.recordedAt);
    });
  }
  const figures = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) });
  return {
    submissions: total,
    samples: latencies.length,
    missed,
    ...figures(latencies),
    toPublished: figures(toPublished),
    publishedToSocket: figures(publishedToSocket),
    crossInstance: urls.length > 1 ? { samples: cross.length, missed: crossMissed, ...figures(cross) } : null,
    achievedPerSecond,
    failedSubmissions,
    firstFailure,
  };
}
