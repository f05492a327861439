import { SqliteEventStore } from '@receptionist/event-store';
import { io, type Socket } from 'socket.io-client';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { percentile } from './latency-stats';
import type { Arrival, SocketWorkerData } from './socket-worker';
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
  /** Threads holding the sockets (default 2), apart from the thread that paces the submissions. */
  receiverThreads?: number;
}

export interface LiveLatencyResult {
  submissions: number;
  /** One per (submission, socket) that saw it. */
  samples: number;
  missed: number;
  p50: number;
  p95: number;
  p99: number;
  /** Submission recorded by the API (its event's occurredAt) -> live update on a socket. */
  fromRecorded: { p50: number; p95: number; p99: number };
  /** Request start (its scheduled instant) -> the API's answer. */
  response: { p50: number; p99: number };
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

/** One admin socket, connected (refused: rejects with the server's reason). */
async function connectAdmin(apiUrl: string, token: string): Promise<Socket> {
  const socket = io(apiUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  return socket;
}

/** A thread holding some admin sockets (socket-worker.ts). */
function startReceiver(urls: string[], token: string): { ready: Promise<void>; stop(): Promise<Arrival[][]> } {
  const worker = new Worker(join(__dirname, `socket-worker${extname(__filename)}`), { workerData: { urls, token } satisfies SocketWorkerData });
  const messages: Array<(message: unknown) => void> = [];
  worker.on('message', (message: unknown) => messages.shift()?.(message));
  const next = () =>
    new Promise<unknown>((done, fail) => {
      messages.push(done);
      worker.once('error', fail);
    });
  const ready = next().then((message) => {
    if (message !== 'ready') throw new Error(`A socket thread failed: ${JSON.stringify(message)}`);
  });
  return {
    ready,
    stop: async () => {
      const reported = next();
      worker.postMessage('stop');
      const { arrivals } = (await reported) as { arrivals: Arrival[][] };
      await worker.terminate();
      return arrivals;
    },
  };
}

/**
 * Waits until an admin socket is accepted on `url`: the socket checks the user's role in the users read model, which
 * the projector process fills a moment after the administrator was created.
 */
export async function waitForAdminSocket(url: string, token: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      (await connectAdmin(url, token)).disconnect();
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
 * P2: submissions at a fixed rate (open loop, each at its scheduled instant whatever the earlier ones became) while
 * `sockets` admin sockets listen. Latency = arrival of the demo_requests update covering the submission's position −
 * the submission's scheduled start (so time queued in the client's bounded connection pool or in the server counts;
 * same machine, same clock). Also: from the instant the API recorded it (its event's occurredAt), and the answer time.
 */
export async function liveLatency(options: LiveLatencyOptions): Promise<LiveLatencyResult> {
  const urls = options.socketUrls;
  const socketInstance = Array.from({ length: options.sockets }, (_, index) => index % urls.length);
  const threads = Math.max(1, Math.min(options.receiverThreads ?? 2, options.sockets));
  // Socket i goes to thread i % threads; each thread reports its sockets' arrivals in its own order.
  const receivers = Array.from({ length: threads }, (_, thread) => {
    const mine = socketInstance.map((instance, socket) => ({ instance, socket })).filter(({ socket }) => socket % threads === thread);
    return {
      sockets: mine.map(({ socket }) => socket),
      worker: startReceiver(
        mine.map(({ instance }) => urls[instance]),
        options.accessToken,
      ),
    };
  });
  await Promise.all(receivers.map(({ worker }) => worker.ready));
  const total = options.perSecond * options.seconds;
  const accepted = new Map<string, { instance: number; startedAt: number }>();
  const responses: number[] = [];
  const pending: Promise<void>[] = [];
  let failedSubmissions = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const instance = index % options.submits.length;
    const startedAt = performance.timeOrigin + due;
    pending.push(
      options.submits[instance]().then(
        ({ id }) => {
          responses.push(performance.timeOrigin + performance.now() - startedAt);
          accepted.set(id, { instance, startedAt });
        },
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
  const arrivalsPerSocket: Arrival[][] = Array.from({ length: options.sockets }, () => []);
  for (const { sockets, worker } of receivers) {
    const reported = await worker.stop();
    sockets.forEach((socket, index) => (arrivalsPerSocket[socket] = reported[index]));
  }

  const recorded = await recordedSubmissions(options.eventsFile);
  const latencies: number[] = [];
  const fromRecorded: number[] = [];
  const cross: number[] = [];
  const toPublished: number[] = [];
  const publishedToSocket: number[] = [];
  let missed = 0;
  let crossMissed = 0;
  for (const [id, { instance, startedAt }] of accepted) {
    const submission = recorded.get(id);
    arrivalsPerSocket.forEach((arrivals, socket) => {
      const arrival = submission ? arrivalOf(arrivals, submission.position) : null;
      const elsewhere = urls.length > 1 && socketInstance[socket] !== instance % urls.length;
      if (arrival === null || !submission) {
        missed++;
        if (elsewhere) crossMissed++;
        return;
      }
      latencies.push(arrival.at - startedAt);
      fromRecorded.push(arrival.at - submission.recordedAt);
      toPublished.push(arrival.publishedAt - submission.recordedAt);
      publishedToSocket.push(arrival.at - arrival.publishedAt);
      if (elsewhere) cross.push(arrival.at - startedAt);
    });
  }
  const figures = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) });
  return {
    submissions: total,
    samples: latencies.length,
    missed,
    ...figures(latencies),
    fromRecorded: figures(fromRecorded),
    response: { p50: percentile(responses, 50), p99: percentile(responses, 99) },
    toPublished: figures(toPublished),
    publishedToSocket: figures(publishedToSocket),
    crossInstance: urls.length > 1 ? { samples: cross.length, missed: crossMissed, ...figures(cross) } : null,
    achievedPerSecond,
    failedSubmissions,
    firstFailure,
  };
}
