import { signWebhook } from '@receptionist/calls-domain';
import { emptyWeek } from '@receptionist/contracts';
import { startTestApi, type TestApi } from './testing/test-api';
import { eventCount, graphql, webhookSecretOf } from './testing/client-area-requests';
import { signedInUser, type TestUser } from './testing/test-users';

const SET = 'mutation($field: String!, $value: String!) { updateClientSetting(field: $field, value: $value) { id } }';

function postInbound(api: TestApi, body: unknown, options: { timestamp?: number; signature?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? signWebhook(webhookSecretOf(api), raw, timestamp);
  return api.app.inject({
    method: 'POST',
    url: '/webhooks/inbound-call',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: raw,
  });
}

describe('POST /webhooks/inbound-call', () => {
  let api: TestApi;
  let owner: TestUser;
  let admin: TestUser;
  let clientId: string;
  const number = '+1 (555) 404-1200';
  const set = async (field: string, value: unknown) => {
    const answer = await graphql(api, SET, { field, value: typeof value === 'string' ? value : JSON.stringify(value) }, owner.headers);
    expect(answer.errors).toBeUndefined();
  };

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signedInUser(api, 'client');
    admin = await signedInUser(api, 'admin');
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    const assign = 'mutation($id: ID!, $n: String!) { assignPhoneNumber(clientId: $id, phoneNumber: $n) { phoneNumber } }';
    expect((await graphql(api, assign, { id: clientId, n: number }, admin.headers)).errors).toBeUndefined();
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers with the agent's settings and defaults, for the number however it is written", async () => {
    const response = await postInbound(api, { called_number: '+15554041200', caller_number: '+1 555 010 7788' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'active',
      client_id: clientId,
      business_name: 'My Business',
      greeting: 'Thank you for calling! How can I help you today?',
      voice: 'alloy',
      personality: 'professional',
      time_zone: 'UTC',
      open: true,
      hours_set: false,
      agents: [{ kind: 'sales' }, { kind: 'service' }],
      transfers: { sales: { action: 'take_message' }, service: { action: 'take_message' }, other: { action: 'take_message' } },
      knowledge: [],
      sms_follow_up: { enabled: false },
    });
  });

  it('reflects a settings change at once: hours in another time zone decide open or closed, DST included, and the transfer with them', async () => {
    const hours = {
      timeZone: 'America/Los_Angeles',
      week: { ...emptyWeek(), wed: [{ open: '09:00', close: '17:00' }] },
      closures: [{ date: '2026-11-26', label: 'Thanksgiving' }],
    };
    await set('business_hours', hours);
    await set('transfer_rules', {
      sales: { name: 'Dana', phone: '+1 555 0100', when: 'open_hours' },
      service: { name: 'Night line', phone: '+1 555 0199', when: 'closed_hours' },
      other: null,
    });
    await set('knowledge', [
      { id: 'q1', question: 'Are you open on Sunday?', answer: 'No, Monday to Saturday.', enabled: true },
      { id: 'q2', question: 'Old promo?', answer: 'Ended.', enabled: false },
      { id: 'q3', question: 'Do you sell used cars?', answer: 'Yes, over 200 in stock.', enabled: true },
    ]);
    await set('business_address', '1 Main St, Springfield');
    await set('sms_follow_up', { enabled: true, template: 'Thanks for calling {business_name}!' });
    // Wednesday 25 November 2026, 16:59 UTC = 08:59 PST (closed); 17:00 UTC = 09:00 PST (open).
    const before = (await postInbound(api, { called_number: number, caller_number: 'anonymous', at: '2026-11-25T16:59:00Z' })).json();
    expect(before).toMatchObject({ open: false, time_zone: 'America/Los_Angeles', local_time: '2026-11-25T08:59' });
    expect(before.transfers).toEqual({
      sales: { action: 'take_message' },
      service: { action: 'transfer', name: 'Night line', phone: '+1 555 0199' },
      other: { action: 'take_message' },
    });
    const open = (await postInbound(api, { called_number: number, caller_number: 'anonymous', at: '2026-11-25T17:00:00Z' })).json();
    expect(open).toMatchObject({ open: true, hours_set: true, closure: null, address: '1 Main St, Springfield' });
    expect(open.transfers.sales).toEqual({ action: 'transfer', name: 'Dana', phone: '+1 555 0100' });
    expect(open.knowledge).toEqual([
      { question: 'Are you open on Sunday?', answer: 'No, Monday to Saturday.' },
      { question: 'Do you sell used cars?', answer: 'Yes, over 200 in stock.' },
    ]);
    expect(open.sms_follow_up).toMatchObject({ enabled: true, template: 'Thanks for calling {business_name}!' });
    // In summer (PDT, UTC-7) 16:30 UTC is already 09:30.
    const summer = { ...hours, week: { ...emptyWeek(), wed: [{ open: '09:00', close: '17:00' }] }, closures: [] };
    await set('business_hours', summer);
    expect((await postInbound(api, { called_number: number, caller_number: 'x', at: '2026-07-01T16:30:00Z' })).json()).toMatchObject({ open: true });
    // The closure date shuts the day in the business's zone.
    await set('business_hours', { ...hours, week: { ...emptyWeek(), thu: [{ open: '00:00', close: '24:00' }] } });
    const holiday = (await postInbound(api, { called_number: number, caller_number: 'x', at: '2026-11-26T20:00:00Z' })).json();
    expect(holiday).toMatchObject({ open: false, closure: { date: '2026-11-26', label: 'Thanksgiving' } });
  });

  it('answers 404 not_ours for a number no client holds', async () => {
    const response = await postInbound(api, { called_number: '+1 555 999 0000', caller_number: '+1 555 010 7788' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'not_ours' });
  });

  it('refuses unsigned, stale or forged requests (401) and invalid bodies (400), storing nothing', async () => {
    const body = { called_number: number, caller_number: '+1 555 010 7788' };
    const before = await eventCount(api);
    expect((await postInbound(api, body, { signature: '' })).statusCode).toBe(401);
    expect((await postInbound(api, body, { timestamp: Math.floor(Date.now() / 1000) - 301 })).statusCode).toBe(401);
    expect((await postInbound(api, body, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` })).statusCode).toBe(401);
    const missing = await postInbound(api, { caller_number: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('called_number is required (the number that rings)');
    expect((await postInbound(api, { ...body, at: 'tomorrow' })).json().message).toBe('at must be an ISO-8601 instant (e.g. 2026-11-26T14:05:00Z)');
    expect((await postInbound(api, '{"called_number":')).statusCode).toBe(400);
    expect(await eventCount(api)).toBe(before);
  });

  it('answers inactive for a deactivated client, right after the change', async () => {
    await graphql(api, 'mutation($id: ID!) { setClientActive(clientId: $id, active: false) { id } }', { id: clientId }, admin.headers);
    const response = await postInbound(api, { called_number: number, caller_number: '+1 555 010 7788' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'inactive', client_id: clientId });
  });
});
