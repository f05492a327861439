import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';

/** What the bench hands a socket worker: its share of the admin sockets. */
export interface SocketWorkerData {
  /** One URL per socket of this worker. */
  urls: string[];
  token: string;
}

/** One arrival of a demo_requests update: the position it covers, when it arrived and when it was published. */
export type Arrival = { position: number; at: number; publishedAt: number };

/** Wall-clock milliseconds with sub-millisecond resolution; comparable across threads and processes on this machine. */
const wallClock = () => performance.timeOrigin + performance.now();

function connect(url: string, token: string, arrivals: Arrival[]): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  socket.on('projection:updated', (update: { projector: string; position: number; publishedAt?: number }) => {
    if (update.projector === 'demo_requests')
      arrivals.push({ position: update.position, at: wallClock(), publishedAt: update.publishedAt ?? Number.NaN });
  });
  return new Promise((done, fail) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', fail);
  });
}

/**
 * Holds a share of the bench's admin sockets in a thread of its own, so that receiving the updates does not hold up
 * the thread that paces the submissions. Posts 'ready' once connected; on 'stop' disconnects and posts the arrivals.
 */
async function main({ urls, token }: SocketWorkerData): Promise<void> {
  const arrivals = urls.map((): Arrival[] => []);
  const sockets: Socket[] = [];
  // A few handshakes at a time: 500 at once would measure the handshake storm, not the live path.
  for (let index = 0; index < urls.length; index += 25) {
    sockets.push(...(await Promise.all(urls.slice(index, index + 25).map((url, offset) => connect(url, token, arrivals[index + offset])))));
  }
  parentPort?.once('message', () => {
    for (const socket of sockets) socket.disconnect();
    parentPort?.postMessage({ arrivals });
  });
  parentPort?.postMessage('ready');
}

main(workerData as SocketWorkerData).catch((error: unknown) => {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
});
