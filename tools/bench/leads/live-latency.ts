import { SqliteEventStore } from '@receptionist/event-store';
import { io, type Socket } from 'socket.io-client';
import { percentile } from './latency-stats';
import type { Submit } from './submissions';

export interface LiveLatencyOptions {
  apiUrl: string;
  accessToken: string;
  /** The API's event store file, to learn each submission's global position afterwards. */
  eventsFile: string;
  sockets: number;
  perSecond: number;
  seconds: number;
  submit: Submit;
}

export interface LiveLatencyResult {
  submissions: number;
  /** One per (submission, socket) that saw it. */
  samples: number;
  missed: number;
  p50: number;
  p99: number;
  /** The rate actually achieved by the submissions. */
  achievedPerSecond: number;
}

type Arrival = { position: number; at: number };

/** Wall-clock milliseconds with sub-millisecond resolution; comparable with the API process' clock on this machine. */
const wallClock = () => performance.timeOrigin + performance.now();

async function connectAdmin(apiUrl: string, token: string, arrivals: Arrival[]): Promise<Socket> {
  const socket = io(apiUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  socket.on('projection:updated', (update: { projector: string; position: number }) => {
    if (update.projector === 'demo_requests') arrivals.push({ position: update.position, at: wallClock() });
  });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  return socket;
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
function arrivalOf(arrivals: readonly Arrival[], position: number): number | null {
  let low = 0;
  let high = arrivals.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (arrivals[middle].position >= position) high = middle;
    else low = middle + 1;
  }
  return low < arrivals.length ? arrivals[low].at : null;
}

/**
 * P2: submissions at a fixed rate (open loop) while `sockets` admin sockets listen. Latency = arrival of the
 * demo_requests update covering the submission's position − the instant the API recorded the submission (its
 * event's occurredAt, taken just before the append; same machine, same clock; millisecond resolution).
 */
export async function liveLatency(options: LiveLatencyOptions): Promise<LiveLatencyResult> {
  const arrivalsPerSocket = Array.from({ length: options.sockets }, (): Arrival[] => []);
  const sockets = await Promise.all(arrivalsPerSocket.map((arrivals) => connectAdmin(options.apiUrl, options.accessToken, arrivals)));
  const total = options.perSecond * options.seconds;
  const accepted = new Set<string>();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    pending.push(options.submit().then(({ id }) => void accepted.add(id)));
  }
  await Promise.all(pending);
  const achievedPerSecond = total / ((performance.now() - started) / 1000);
  await new Promise((done) => setTimeout(done, 1000));
  for (const socket of sockets) socket.disconnect();

  const recorded = await recordedSubmissions(options.eventsFile);
  const latencies: number[] = [];
  let missed = 0;
  for (const id of accepted) {
    const submission = recorded.get(id);
    for (const arrivals of arrivalsPerSocket) {
      const arrival = submission ? arrivalOf(arrivals, submission.position) : null;
      if (arrival === null || !submission) missed++;
      else latencies.push(arrival - submission.recordedAt);
    }
  }
  return { submissions: total, samples: latencies.length, missed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), achievedPerSecond };
}
