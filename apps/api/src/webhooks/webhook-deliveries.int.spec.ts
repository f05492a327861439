import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_MESSAGES } from '@receptionist/contracts';
import { webhookHmac } from '@receptionist/domain-kit';
import { WebhooksProcessManagerService } from '@receptionist/webhooks-application';
import { callReport, graphql, postCall, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

const DELIVERY = 'id endpointId event status attempts lastStatusCode lastLatencyMs lastError lastAttemptAt nextAttemptAt';
const LIST = `query($e: ID!, $n: Int, $a: String) { webhookDeliveries(endpointId: $e, first: $n, after: $a) { items { ${DELIVERY} } nextCursor } }`;
const DETAIL = 'query($id: ID!) { webhookDelivery(id: $id) { body attempts { attempt succeeded statusCode error } delivery { id status } } }';
const REPLAY = 'mutation($e: ID!, $f: DateTime!, $t: DateTime!) { replayWebhookDeliveries(endpointId: $e, from: $f, to: $t) }';
const RESEND = `mutation($id: ID!) { resendWebhookDelivery(id: $id) { ${DELIVERY} } }`;

/** A receiver on loopback (the API runs with allowPrivate, as WEBHOOKS_ALLOW_PRIVATE allows in tests). */
class Receiver {
  readonly received: { headers: IncomingHttpHeaders; body: string }[] = [];
  answers: number[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(this.answers.shift() ?? 204).end();
    });
  });

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('webhook deliveries end to end (process manager, OutboundHttp, delivery log GraphQL)', () => {
  let api: TestApi;
  let owner: TestUser;
  let endpointId: string;
  let secret: string;
  const receiver = new Receiver();
  const runRound = async () => {
    await api.app.get(WebhooksProcessManagerService).processManager.runOnce();
    await settle(api);
  };
  const log = async () => (await graphql(api, LIST, { e: endpointId, n: 10 }, owner.headers)).data?.webhookDeliveries;

  beforeAll(async () => {
    const url = await receiver.start();
    api = await startTestApi({ webhooks: { allowPrivate: true, retryDelaysSeconds: [1, 1], roundIntervalMs: 0 } });
    owner = await signedInUser(api, 'client');
    const clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id as string;
    const added = await graphql(
      api,
      'mutation($input: WebhookEndpointInput!) { addWebhookEndpoint(input: $input) { secret endpoint { id } } }',
      { input: { url, events: ['call.completed', 'message.taken'] } },
      owner.headers,
    );
    ({ secret } = added.data?.addWebhookEndpoint ?? {});
    endpointId = added.data?.addWebhookEndpoint.endpoint.id;
    // Its first round remembers the head: only what happens from now on is sent.
    await runRound();
    for (const key of ['a', 'b']) {
      const call = await postCall(api, callReport(clientId, `deliveries-${key}-${randomUUID()}`));
      expect(call.statusCode).toBe(201);
    }
    await settle(api);
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await receiver.stop();
  });

  it('sends each call once, signed; the log shows each delivery with its answer and attempts, and the body sent', async () => {
    await runRound();
    expect(receiver.received.map(({ headers }) => headers['receptionist-event'])).toEqual(['call.completed', 'call.completed']);
    for (const { headers, body } of receiver.received) {
      const [t, v1] = String(headers['receptionist-signature'])
        .split(',')
        .map((part) => part.split('=')[1]);
      expect(v1).toBe(webhookHmac(secret, Number(t), body));
      expect(JSON.parse(body).id).toBe(headers['receptionist-delivery-id']);
    }
    const page = await log();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeNull();
    for (const item of page.items)
      expect(item).toMatchObject({
        endpointId,
        event: 'call.completed',
        status: 'succeeded',
        attempts: 1,
        lastStatusCode: 204,
        lastError: null,
        nextAttemptAt: null,
      });
    const detail = (await graphql(api, DETAIL, { id: page.items[0].id }, owner.headers)).data?.webhookDelivery;
    expect(detail.attempts).toEqual([{ attempt: 1, succeeded: true, statusCode: 204, error: null }]);
    expect(receiver.received.map(({ body }) => body)).toContain(detail.body);
  });

  it('pages the log newest first with its cursor', async () => {
    const first = (await graphql(api, LIST, { e: endpointId, n: 1 }, owner.headers)).data?.webhookDeliveries;
    const second = (await graphql(api, LIST, { e: endpointId, n: 1, a: first.nextCursor }, owner.headers)).data?.webhookDeliveries;
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item: { id: string }) => item.id)).toEqual(
      (await log()).items.map((item: { id: string }) => item.id),
    );
    const refused = await graphql(api, LIST, { e: endpointId, n: 1, a: 'not-a-cursor' }, owner.headers);
    expect(refused.errors?.map((error) => error.message)).toEqual([WEBHOOK_DELIVERY_MESSAGES.cursorInvalid]);
  });

  it('replays a range: the same deliveries (same ids) go out again, once each; a range with none queues nothing', async () => {
    const ids = (await log()).items.map((item: { id: string }) => item.id).sort();
    const hour = 3_600_000;
    const replayed = await graphql(
      api,
      REPLAY,
      { e: endpointId, f: new Date(Date.now() - hour).toISOString(), t: new Date(Date.now() + hour).toISOString() },
      owner.headers,
    );
    expect(replayed.data?.replayWebhookDeliveries).toBe(2);
    expect((await log()).items.map((item: { status: string }) => item.status)).toEqual(['pending', 'pending']);
    await runRound();
    await runRound();
    expect(receiver.received).toHaveLength(4);
    expect(
      receiver.received
        .slice(2)
        .map(({ headers }) => headers['receptionist-delivery-id'])
        .sort(),
    ).toEqual(ids);
    expect((await log()).items.map((item: { status: string; attempts: number }) => [item.status, item.attempts])).toEqual([
      ['succeeded', 2],
      ['succeeded', 2],
    ]);
    const none = await graphql(api, REPLAY, { e: endpointId, f: '2020-01-01T00:00:00Z', t: '2020-01-02T00:00:00Z' }, owner.headers);
    expect(none.data?.replayWebhookDeliveries).toBe(0);
  });

  it('a failed attempt is retried after the configured delay; resend answers the delivery pending and keeps its id', async () => {
    const [latest] = (await log()).items;
    receiver.answers = [503];
    const resent = await graphql(api, RESEND, { id: latest.id }, owner.headers);
    expect(resent.data?.resendWebhookDelivery).toMatchObject({ id: latest.id, status: 'pending' });
    await runRound();
    const failed = (await graphql(api, DETAIL, { id: latest.id }, owner.headers)).data?.webhookDelivery;
    expect(failed.attempts[0]).toEqual({ attempt: 3, succeeded: false, statusCode: 503, error: 'HTTP 503' });
    expect(failed.delivery.status).toBe('retrying');
    // Due one second after the failure: rounds before then send nothing.
    const failedAt = Date.now();
    let status = failed.delivery.status as string;
    while (status !== 'succeeded' && Date.now() - failedAt < 5000) {
      await runRound();
      status = (await graphql(api, DETAIL, { id: latest.id }, owner.headers)).data?.webhookDelivery.delivery.status;
    }
    expect(status).toBe('succeeded');
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(900);
    expect(receiver.received.slice(-2).map(({ headers }) => headers['receptionist-delivery-id'])).toEqual([latest.id, latest.id]);
  });
});
