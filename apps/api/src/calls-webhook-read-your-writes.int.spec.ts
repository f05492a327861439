import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@receptionist/event-store';
import { postCall } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';

/**
 * The webhook decides on what clients has written, not on a read model: this API runs no projector (role `api`, and
 * no other process leads the projections), so every read model stays empty, and a call reported right after a client
 * was created, or a number assigned, must still be logged against that client.
 */
describe('POST /webhooks/calls right after the clients context wrote (no projection caught up)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ role: 'api' });
  });
  afterAll(async () => {
    await api.close();
  });

  const meta = { occurredAt: new Date().toISOString() };
  const event = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata: meta });
  const createClient = async (clientId: string) => {
    await api.platform.eventStore.append(
      `client-${clientId}`,
      [
        event('ClientCreated.v2', {
          clientId,
          ownerId: randomUUID(),
          businessName: 'My Business',
          greetingMessage: 'Hi',
          aiVoice: 'alloy',
          aiPersonality: 'professional',
          planType: 'starter',
          minutesLimit: 500,
          isActive: true,
          createdAt: meta.occurredAt,
        }),
      ],
      'no_stream',
    );
  };
  const call = (line: Record<string, unknown>) => ({
    platform_call_id: `pc-${randomUUID()}`,
    caller_number: '+1 (555) 010-7788',
    started_at: new Date().toISOString(),
    duration_seconds: 61,
    ...line,
  });

  it('logs a call for a client created a moment ago (by id)', async () => {
    const clientId = randomUUID();
    await createClient(clientId);
    const response = await postCall(api, call({ client_id: clientId }));
    expect(response.statusCode).toBe(201);
    expect(response.json().id.startsWith(`${clientId}:`)).toBe(true);
  });

  it('routes by a number assigned a moment ago, and not by one released a moment ago', async () => {
    const clientId = randomUUID();
    await createClient(clientId);
    await api.platform.eventStore.append('phone-line-15556200001', [event('PhoneLineReserved.v2', { clientId })], 'no_stream');
    await api.platform.eventStore.append(
      `client-${clientId}`,
      [event('PhoneNumberAssigned.v2', { clientId, phoneNumber: '+1 555 620 0001', by: null })],
      0,
    );
    const routed = await postCall(api, call({ called_number: '+1 (555) 620-0001' }));
    expect(routed.statusCode).toBe(201);
    expect(routed.json().id.startsWith(`${clientId}:`)).toBe(true);

    await api.platform.eventStore.append('phone-line-15556200001', [event('PhoneLineReleased.v2', { clientId })], 0);
    expect((await postCall(api, call({ called_number: '+15556200001' }))).statusCode).toBe(404);
  });

  it('answers 404 for a line reserved whose assignment never happened', async () => {
    const clientId = randomUUID();
    await createClient(clientId);
    await api.platform.eventStore.append('phone-line-15556200002', [event('PhoneLineReserved.v2', { clientId })], 'no_stream');
    expect((await postCall(api, call({ called_number: '+15556200002' }))).statusCode).toBe(404);
  });
});
