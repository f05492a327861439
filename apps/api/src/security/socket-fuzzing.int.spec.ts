import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { fuzz } from '@receptionist/fuzz-tally';
import { LiveGateway } from '../live/live.gateway';
import { LIVE_UPDATE_EVENT, type LiveUpdate } from '../live/live-update';
import { SOCKET_UNAUTHORIZED } from '../live/socket-authentication';
import { graphql, postCall } from '../testing/client-area-requests';
import { liveTestApiForSuite } from '../testing/live-sockets';
import { signedInUser, type TestUser } from '../testing/test-users';
import { forgedTokens, revokedSessionToken } from './attack-tokens';
import { hostileJson, hostileString } from './hostile-inputs';

type Outcome = 'connected' | 'unauthorized';

const RESERVED_EVENTS = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];

describe('Socket.IO handshakes and messages under property-based fuzzing', () => {
  const live = liveTestApiForSuite();
  let clientA: TestUser;
  let clientB: TestUser;
  let clientBId: string;
  /** Every socket the fuzzing opened that is still connected, with what it received. */
  const opened: { socket: Socket; updates: LiveUpdate[] }[] = [];

  beforeAll(async () => {
    [clientA, clientB] = await Promise.all([signedInUser(live.api, 'client'), signedInUser(live.api, 'client')]);
    clientBId = (await graphql(live.api, '{ myClient { id } }', {}, clientB.headers)).data?.myClient.id as string;
    await graphql(live.api, '{ myClient { id } }', {}, clientA.headers);
  });
  afterAll(() => {
    for (const { socket } of opened) socket.disconnect();
  });

  function handshake(
    auth: Record<string, unknown>,
    headers: Record<string, string>,
  ): Promise<{ outcome: Outcome; socket: Socket; updates: LiveUpdate[] }> {
    const socket = io(live.url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth, extraHeaders: headers });
    const updates: LiveUpdate[] = [];
    socket.on(LIVE_UPDATE_EVENT, (update: LiveUpdate) => updates.push(update));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve({ outcome: 'connected', socket, updates }));
      socket.once('connect_error', (error) =>
        error.message === SOCKET_UNAUTHORIZED ? resolve({ outcome: 'unauthorized', socket, updates }) : reject(error),
      );
    });
  }

  it('connects a handshake without credentials, refuses any bad one as unauthorized, and accepts only a live token', async () => {
    const forged = forgedTokens(live.api, clientA);
    const revoked = await revokedSessionToken(live.api, clientA);
    const badToken = fc.oneof(
      fc.constantFrom(forged.expired, forged.foreignKey, forged.algNone, revoked, `${clientA.accessToken}x`, 'bnVsbA.e30.sig'),
      hostileString.filter((value) => value !== ''),
    );
    const token = fc.oneof(fc.constant(clientA.accessToken), badToken, fc.constant(''), hostileJson);
    const auth = fc.oneof(
      fc.record({ token }, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.constantFrom('token', 'access_token', 'authorization', 'userId', 'role'), hostileString), hostileJson, {
        maxKeys: 3,
      }),
    );
    const header = fc
      .oneof(
        fc.constant(undefined),
        fc.constant(`Bearer ${clientA.accessToken}`),
        badToken.map((value) => `Bearer ${value}`),
        fc.string({ maxLength: 40 }),
      )
      .map((value) => (value !== undefined && /^[\x21-\x7e][\x20-\x7e]*$/.test(value) ? value : undefined));

    await fuzz(
      'socket: handshake auth payloads',
      fc.asyncProperty(auth, header, async (payload, authorization) => {
        const fromAuth = payload['token'];
        const presented =
          typeof fromAuth === 'string' && fromAuth !== ''
            ? fromAuth
            : authorization !== undefined
              ? (/^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? null)
              : undefined;
        const expected: Outcome = presented === undefined || presented === clientA.accessToken ? 'connected' : 'unauthorized';
        const { outcome, socket, updates } = await handshake(payload, authorization === undefined ? {} : { authorization });
        expect(outcome).toBe(expected);
        if (outcome === 'connected') opened.push({ socket, updates });
        else socket.disconnect();
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  it('joins no room on any message a client sends: anonymous and client sockets never receive admin or client B updates', async () => {
    const roomNames = fc.oneof(
      fc.constant(null).map(() => 'admin'),
      fc.constant(null).map(() => `client:${clientBId}`),
      fc.constant(null).map(() => `user:${clientB.userId}`),
      hostileString,
    );
    const message = fc.record({
      // The client library itself refuses its reserved event names.
      event: fc
        .oneof(fc.constantFrom('join', 'subscribe', 'join-room', 'room', 'leave', 'message', 'projection:updated'), hostileString)
        .filter((value) => value !== '' && !RESERVED_EVENTS.includes(value)),
      payload: fc.oneof(
        roomNames,
        fc.record({ room: roomNames, token: fc.constant(clientB.accessToken) }, { requiredKeys: [] }),
        fc.array(roomNames, { maxLength: 3 }),
        hostileJson,
      ),
    });
    await fuzz(
      'socket: room-join messages',
      fc.asyncProperty(fc.boolean(), fc.array(message, { minLength: 1, maxLength: 4 }), async (asClient, messages) => {
        const { outcome, socket, updates } = await handshake(asClient ? { token: clientA.accessToken } : {}, {});
        expect(outcome).toBe('connected');
        for (const { event, payload } of messages) socket.emit(event, payload, () => undefined);
        opened.push({ socket, updates });
      }),
      { numRuns: 80 },
    );

    // Something for the admin room (a page view) and for client B's room (a call), each seen by a control socket.
    const admin = await signedInUser(live.api, 'admin');
    const adminSocket = await handshake({ token: admin.accessToken }, {});
    const bSocket = await handshake({ token: clientB.accessToken }, {});
    const seen = (control: { updates: LiveUpdate[] }, projector: string) =>
      new Promise<void>((resolve) => {
        const check = () => (control.updates.some((update) => update.projector === projector) ? resolve() : setTimeout(check, 20));
        check();
      });
    await fetch(`${live.url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
      body: JSON.stringify({ kind: 'page_view', path: '/' }),
    });
    await postCall(live.api, {
      platform_call_id: `socket-fuzz-${randomUUID()}`,
      client_id: clientBId,
      caller_number: '+1 555 010 4242',
      started_at: new Date().toISOString(),
      duration_seconds: 9,
    });
    await Promise.all([seen(adminSocket, 'page_views_daily'), seen(bSocket, 'call_logs')]);
    // A marker sent to every socket after those updates: once a socket has it, anything sent to it before has arrived.
    const barriers = opened.map(({ socket }) => new Promise<void>((resolve) => socket.once('test:barrier', () => resolve())));
    live.api.app.get(LiveGateway).server.emit('test:barrier');
    await Promise.all(barriers);

    expect(opened.length).toBeGreaterThan(80);
    expect(opened.flatMap(({ updates }) => updates)).toEqual([]);
    adminSocket.socket.disconnect();
    bSocket.socket.disconnect();
  }, 60_000);
});
