import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED, webhookHmac } from '@receptionist/domain-kit';
import { MemorySubjectKeys, type NewEvent, PersonalDataCodec, protectingEventStore, SqliteEventStore } from '@receptionist/event-store';
import { type OutboundHttp, type OutboundRequest, OutboundRequestError } from '@receptionist/outbound-http';
import { SqliteReadStore } from '@receptionist/read-store';
import {
  WEBHOOK_DELIVERY_PERSONAL_DATA,
  webhookDeliveryId,
  webhookDeliveryStream,
  webhookEndpointStream,
  type WebhookOwner,
} from '@receptionist/webhooks-domain';
import { WebhooksProcessManager } from './webhooks-process-manager';

const CLIENT = 'client-a';
const OWNER: WebhookOwner = { kind: 'client', clientId: CLIENT };
const SECRET = 'whsec_test-secret';
const DELAYS = [10, 60];
const by = { userId: 'owner-a', email: 'owner@a.example' };

/** The receiver: records each request and answers from a script (then 200); `refuse` makes it unreachable. */
class ScriptedHttp implements OutboundHttp {
  readonly requests: OutboundRequest[] = [];
  answers: number[] = [];
  refuse = false;

  async request(request: OutboundRequest) {
    this.requests.push(request);
    if (this.refuse) throw new OutboundRequestError('network', 'Could not connect to the receiver');
    const status = this.answers.shift() ?? 200;
    return { status, headers: {}, body: Buffer.from(status === 200 ? 'ok' : 'boom'), truncated: false, url: request.url, latencyMs: 7 };
  }

  readonly checked: string[] = [];

  async check(url: string): Promise<void> {
    this.checked.push(url);
  }
}

/** SQLite stores; the delivery bodies sealed with their owner's key, as in the product (erasing it shreds them). */
class Harness {
  readonly directory = mkdtempSync(join(tmpdir(), 'webhooks-pm-'));
  readonly keys = new MemorySubjectKeys();
  readonly eventStore = protectingEventStore(
    new SqliteEventStore({ file: join(this.directory, 'events.db') }),
    new PersonalDataCodec(WEBHOOK_DELIVERY_PERSONAL_DATA, this.keys, { cacheMs: 0 }),
  );
  readonly readStore = new SqliteReadStore({ file: join(this.directory, 'read.db') });
  readonly http = new ScriptedHttp();
  now = new Date('2026-03-06T12:00:00.000Z');
  private readonly managers: WebhooksProcessManager[] = [];

  processManager(options: { pauseAfterFailedAttempts?: number; sendLimit?: number } = {}): WebhooksProcessManager {
    const manager = new WebhooksProcessManager({
      eventStore: this.eventStore,
      readStore: this.readStore,
      http: this.http,
      secrets: { read: async () => SECRET },
      retryDelaysSeconds: DELAYS,
      clock: () => this.now,
      ...options,
    });
    this.managers.push(manager);
    return manager;
  }

  append(stream: string, type: string, data: unknown): Promise<unknown> {
    const event: NewEvent = { type, data, metadata: { occurredAt: this.now.toISOString() } };
    return this.eventStore.append(stream, [event], 'any');
  }

  advance(seconds: number): void {
    this.now = new Date(this.now.getTime() + seconds * 1000);
  }

  async deliveryEvents(endpointId: string, factEventId: string) {
    return this.eventStore.readStream(webhookDeliveryStream(webhookDeliveryId(endpointId, factEventId)));
  }

  async close(): Promise<void> {
    for (const manager of this.managers) await manager.stop();
    await this.readStore.close();
    await this.eventStore.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}

const addEndpoint = (h: Harness, endpointId: string, events = ['call.completed'], owner: WebhookOwner = OWNER) =>
  h.append(webhookEndpointStream(endpointId), 'WebhookEndpointAdded', {
    endpointId,
    owner,
    url: `https://receiver.example/${endpointId}`,
    description: null,
    events,
    secretVersion: 1,
    by,
    addedAt: h.now.toISOString(),
  });

async function logCall(h: Harness, key: string, clientId = CLIENT, summary = 'Asked about a test drive'): Promise<string> {
  await h.append(`call-${clientId}:${key}`, 'CallLogged.v3', {
    callId: `${clientId}:${key}`,
    clientId,
    platformCallId: key,
    callerNumber: '+15551234567',
    startedAt: h.now.toISOString(),
    durationSeconds: 95,
    outcome: 'message_taken',
    callType: 'sales',
    transcript: 'Caller: hello',
    summary,
    sentiment: 'positive',
    topic: 'test drive',
    agent: null,
  });
  const [event] = await h.eventStore.readStream(`call-${clientId}:${key}`);
  return event.eventId;
}

/** Starts the process manager before any fact, as in production (older history is never sent). */
async function started(h: Harness, options?: { pauseAfterFailedAttempts?: number; sendLimit?: number }) {
  const manager = h.processManager(options);
  await manager.runOnce();
  return manager;
}

describe('the webhooks process manager', () => {
  let h: Harness;
  beforeEach(() => (h = new Harness()));
  afterEach(() => h.close());

  it('sends one signed call.completed per call to each subscribed endpoint, whatever restarts or second instances happen', async () => {
    const first = await started(h);
    await addEndpoint(h, 'ep-1');
    await addEndpoint(h, 'ep-bookings', ['appointment.booked']);
    await addEndpoint(h, 'ep-other-client', ['call.completed'], { kind: 'client', clientId: 'client-b' });
    const factId = await logCall(h, 'call-1');
    await first.runOnce();
    await first.runOnce();
    await first.stop();
    // A second instance and a fresh one after a "restart" find nothing more to do.
    await h.processManager().runOnce();
    await h.processManager().runOnce();

    expect(h.http.requests).toHaveLength(1);
    const [request] = h.http.requests;
    const deliveryId = webhookDeliveryId('ep-1', factId);
    expect(request).toMatchObject({ url: 'https://receiver.example/ep-1', method: 'POST', maxRedirects: 0, truncate: true });
    expect(request.headers).toMatchObject({
      'Receptionist-Delivery-Id': deliveryId,
      'Receptionist-Event': 'call.completed',
      'Content-Type': 'application/json',
    });
    const body = JSON.parse(String(request.body));
    expect(body).toEqual({
      id: deliveryId,
      type: 'call.completed',
      created_at: h.now.toISOString(),
      data: expect.objectContaining({
        client_id: CLIENT,
        call_id: `${CLIENT}:call-1`,
        caller_number: '+15551234567',
        summary: 'Asked about a test drive',
      }),
    });
    const timestamp = Math.floor(h.now.getTime() / 1000);
    expect(request.headers?.['Receptionist-Signature']).toBe(`t=${timestamp},v1=${webhookHmac(SECRET, timestamp, String(request.body))}`);
    expect((await h.deliveryEvents('ep-1', factId)).map((event) => event.type)).toEqual(['WebhookDeliveryScheduled', 'WebhookDeliveryAttempted']);
  });

  it("maps bookings and messages to the owner's endpoints and new leads to the administrators' only", async () => {
    const manager = await started(h);
    await addEndpoint(h, 'ep-owner', ['appointment.booked', 'message.taken']);
    await addEndpoint(h, 'ep-admins', ['lead.created'], { kind: 'admins' });
    const call = { callId: `${CLIENT}:k1`, clientId: CLIENT, agent: 'service' };
    await h.append(`call-${CLIENT}:k1`, 'AppointmentBooked', {
      ...call,
      appointmentId: `${CLIENT}:k1:appointment`,
      kind: 'service',
      startsAt: '2026-03-07T15:00:00Z',
      customerName: 'Maria Lopez',
      vehicle: '2021 Civic',
      concern: 'Brakes',
      bookedAt: h.now.toISOString(),
    });
    await h.append(`call-${CLIENT}:k1`, 'MessageTaken', {
      ...call,
      messageId: `${CLIENT}:k1:message`,
      callerName: 'Maria Lopez',
      callbackNumber: '+15550107788',
      text: 'Loaner car?',
      urgency: 'urgent',
      takenAt: h.now.toISOString(),
    });
    await h.append('demo-request-r1', 'DemoRequestSubmitted', {
      requestId: 'r1',
      formType: 'book_demo',
      email: 'ada@dealer.example',
      firstName: 'Ada',
      lastName: null,
      companyName: null,
      dealershipName: 'Analytical Motors',
      phone: '555 0102',
      jobRole: null,
      dealerType: null,
      websiteUrl: null,
      notes: null,
      status: 'new',
      submittedAt: h.now.toISOString(),
    });
    await manager.runOnce();

    // Deliveries due at the same time go out in delivery id order: compared by event.
    const sent = h.http.requests
      .map((request) => [request.url, JSON.parse(String(request.body)).type, JSON.parse(String(request.body)).data])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(sent).toEqual([
      [
        'https://receiver.example/ep-owner',
        'appointment.booked',
        expect.objectContaining({ appointment_id: `${CLIENT}:k1:appointment`, customer_name: 'Maria Lopez' }),
      ],
      [
        'https://receiver.example/ep-admins',
        'lead.created',
        expect.objectContaining({ lead_id: 'r1', email: 'ada@dealer.example', dealership_name: 'Analytical Motors' }),
      ],
      [
        'https://receiver.example/ep-owner',
        'message.taken',
        expect.objectContaining({ message_id: `${CLIENT}:k1:message`, urgency: 'urgent', text: 'Loaner car?' }),
      ],
    ]);
  });

  it('retries a failing delivery after each delay of the schedule, then gives it up', async () => {
    const manager = await started(h);
    await addEndpoint(h, 'ep-1');
    h.http.answers = [500, 503, 500];
    const factId = await logCall(h, 'call-1');
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(1);

    h.advance(9);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(1);
    h.advance(1);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(2);
    h.advance(59);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(2);
    h.advance(1);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(3);
    h.advance(3600);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(3);

    const events = await h.deliveryEvents('ep-1', factId);
    expect(events.map((event) => event.type)).toEqual([
      'WebhookDeliveryScheduled',
      'WebhookDeliveryAttempted',
      'WebhookDeliveryAttempted',
      'WebhookDeliveryAttempted',
      'WebhookDeliveryGivenUp',
    ]);
    expect(events[1].data).toMatchObject({
      attempt: 1,
      statusCode: 500,
      latencyMs: 7,
      error: 'HTTP 500: boom',
      nextAttemptAt: '2026-03-06T12:00:10.000Z',
    });
    expect(events[4].data).toMatchObject({ reason: 'attempts_exhausted' });
    // Every attempt carries the same delivery id.
    expect(new Set(h.http.requests.map((request) => request.headers?.['Receptionist-Delivery-Id'])).size).toBe(1);
  });

  it('succeeds on the third attempt after two failures: exactly one accepted delivery', async () => {
    const manager = await started(h);
    await addEndpoint(h, 'ep-1');
    h.http.answers = [500, 502];
    const factId = await logCall(h, 'call-1');
    for (const wait of [0, 10, 60, 600]) {
      h.advance(wait);
      await manager.runOnce();
    }
    expect(h.http.requests).toHaveLength(3);
    const events = await h.deliveryEvents('ep-1', factId);
    expect(events.at(-1)?.data).toMatchObject({ attempt: 3, succeeded: true, statusCode: 200, nextAttemptAt: null });
  });

  it('pauses an endpoint after too many failed attempts in a row and holds its deliveries until it is resumed', async () => {
    const manager = await started(h, { pauseAfterFailedAttempts: 3 });
    await addEndpoint(h, 'ep-1');
    h.http.refuse = true;
    const first = await logCall(h, 'call-1');
    await logCall(h, 'call-2');
    await manager.runOnce();
    h.advance(10);
    await manager.runOnce();
    await manager.runOnce();

    const endpoint = await h.eventStore.readStream(webhookEndpointStream('ep-1'));
    expect(endpoint.at(-1)).toMatchObject({ type: 'WebhookEndpointPaused', data: { reason: 'failing', failedAttempts: 3, by: null } });
    const sentBeforeResume = h.http.requests.length;
    expect(sentBeforeResume).toBe(3);
    h.advance(3600);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(sentBeforeResume);
    // A call while paused is not scheduled (the endpoint is not active); the held ones wait.
    await logCall(h, 'call-3');
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(sentBeforeResume);

    h.http.refuse = false;
    await h.append(webhookEndpointStream('ep-1'), 'WebhookEndpointResumed', { endpointId: 'ep-1', owner: OWNER, by, resumedAt: h.now.toISOString() });
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(sentBeforeResume + 2);
    expect((await h.deliveryEvents('ep-1', first)).at(-1)?.data).toMatchObject({ succeeded: true });
  });

  it("a paused endpoint's backlog does not stand in front of other endpoints' deliveries", async () => {
    const manager = await started(h, { sendLimit: 1 });
    await addEndpoint(h, 'ep-paused');
    h.http.refuse = true;
    for (const key of ['call-1', 'call-2', 'call-3']) await logCall(h, key);
    await manager.runOnce();
    await h.append(webhookEndpointStream('ep-paused'), 'WebhookEndpointPaused', {
      endpointId: 'ep-paused',
      owner: OWNER,
      reason: 'owner',
      failedAttempts: null,
      by,
      pausedAt: h.now.toISOString(),
    });
    await addEndpoint(h, 'ep-live');
    h.http.refuse = false;
    await logCall(h, 'call-4');
    h.advance(3600);
    await manager.runOnce();
    await manager.runOnce();
    expect(h.http.requests.map((request) => request.url)).toEqual(['https://receiver.example/ep-paused', 'https://receiver.example/ep-live']);
  });

  it('gives up the deliveries of a removed endpoint', async () => {
    const manager = await started(h);
    await addEndpoint(h, 'ep-1');
    h.http.answers = [500];
    const factId = await logCall(h, 'call-1');
    await manager.runOnce();
    await h.append(webhookEndpointStream('ep-1'), 'WebhookEndpointRemoved', { endpointId: 'ep-1', owner: OWNER, by, removedAt: h.now.toISOString() });
    h.advance(10);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(1);
    expect((await h.deliveryEvents('ep-1', factId)).at(-1)).toMatchObject({ type: 'WebhookDeliveryGivenUp', data: { reason: 'endpoint_removed' } });
  });

  it('a resend sends the same delivery again with the same id, once', async () => {
    const manager = await started(h);
    await addEndpoint(h, 'ep-1');
    const factId = await logCall(h, 'call-1');
    await manager.runOnce();
    const deliveryId = webhookDeliveryId('ep-1', factId);
    await h.append(webhookDeliveryStream(deliveryId), 'WebhookDeliveryResendRequested', {
      deliveryId,
      endpointId: 'ep-1',
      owner: OWNER,
      by,
      requestedAt: h.now.toISOString(),
    });
    await manager.runOnce();
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(2);
    expect(h.http.requests.map((request) => request.headers?.['Receptionist-Delivery-Id'])).toEqual([deliveryId, deliveryId]);
    expect(h.http.requests[1].body).toEqual(h.http.requests[0].body);
  });

  it('never sends erased data: a delivery whose owner was erased before it went out is given up, and so is a fact read erased', async () => {
    const manager = await started(h);
    await addEndpoint(h, 'ep-1');
    h.http.refuse = true;
    const sentOnce = await logCall(h, 'call-1');
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(1);
    await h.keys.erase([`client-${CLIENT}`]);
    h.http.refuse = false;
    h.advance(10);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(1);
    expect((await h.deliveryEvents('ep-1', sentOnce)).at(-1)).toMatchObject({ type: 'WebhookDeliveryGivenUp', data: { reason: 'data_erased' } });

    // A fact the process manager reaches after its subject was erased reads "Erased": recorded as given up, not sent.
    const readErased = await logCall(h, 'call-2', CLIENT, ERASED);
    await manager.runOnce();
    expect(h.http.requests).toHaveLength(1);
    expect((await h.deliveryEvents('ep-1', readErased)).map((event) => event.type)).toEqual(['WebhookDeliveryScheduled', 'WebhookDeliveryGivenUp']);
  });

  it('sends nothing for history older than its first start', async () => {
    await addEndpoint(h, 'ep-1');
    await logCall(h, 'call-1');
    await started(h);
    expect(h.http.requests).toHaveLength(0);
  });
});
