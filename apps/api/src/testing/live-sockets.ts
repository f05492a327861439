import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { LIVE_UPDATE_EVENT, type LiveUpdate } from '../live/live-update';
import { startTestApi, type TestApi } from './test-api';

export interface LiveTestApi {
  api: TestApi;
  /** The API's base URL on a free loopback port. */
  url: string;
  /** A Socket.IO client of the live channel, without waiting for its handshake (closed with the API). */
  open(token?: string): Socket;
  /** A connected client and every live update it receives (only `projector`'s, when given). */
  connect(options?: { token?: string; projector?: string }): Promise<{ socket: Socket; updates: LiveUpdate[] }>;
  /** Resolves when the server refuses a handshake with `token` (the `connect_error` message), rejects if it connects. */
  refused(token: string): Promise<string>;
  /** Disconnects every client, then stops the API. */
  close(): Promise<void>;
}

/** The real API listening on a free loopback port, with helpers for Socket.IO clients of its live channel. */
export async function startLiveTestApi(): Promise<LiveTestApi> {
  const api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
  const sockets: Socket[] = [];

  function open(token?: string): Socket {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
    });
    sockets.push(socket);
    return socket;
  }

  async function connect({ token, projector }: { token?: string; projector?: string } = {}) {
    const socket = open(token);
    const updates: LiveUpdate[] = [];
    socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => {
      if (projector === undefined || update.projector === projector) updates.push(update);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, updates };
  }

  function refused(token: string): Promise<string> {
    const socket = open(token);
    return new Promise<string>((resolve, reject) => {
      socket.once('connect_error', (error) => resolve(error.message));
      socket.once('connect', () => reject(new Error('The handshake was accepted')));
    });
  }

  async function close() {
    for (const socket of sockets) socket.disconnect();
    await api.close();
  }

  return { api, url, open, connect, refused, close };
}

/** The listening API for the tests of one describe block: started before them, closed after them. */
export function liveTestApiForSuite(): LiveTestApi {
  let live: LiveTestApi | undefined;
  beforeAll(async () => {
    live = await startLiveTestApi();
  });
  afterAll(() => live?.close());
  const started = (): LiveTestApi => {
    if (!live) throw new Error('The live test API starts in beforeAll: use it inside tests.');
    return live;
  };
  return {
    get api() {
      return started().api;
    },
    get url() {
      return started().url;
    },
    open: (token) => started().open(token),
    connect: (options) => started().connect(options),
    refused: (token) => started().refused(token),
    close: () => started().close(),
  };
}

/** Resolves with the disconnect reason once `socket` is disconnected; rejects after `withinMs`. */
export function disconnectedWithin(socket: Socket, withinMs: number): Promise<string> {
  if (!socket.connected) return Promise.resolve('already disconnected');
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Still connected after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
