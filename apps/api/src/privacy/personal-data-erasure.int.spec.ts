import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CALL_LOGS, USAGE_TOTALS } from '@receptionist/calls-application';
import { DEMO_REQUESTS } from '@receptionist/leads-application';
import { hashPassword, UserAccounts } from '@receptionist/identity-application';
import { SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { callReport, graphql, postCall, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, TEST_PASSWORD, type TestUser } from '../testing/test-users';

/** Every file under a directory, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** A value as it could sit in a file: plain, base64, and JSON-escaped. */
const forms = (value: string) => [value, Buffer.from(value).toString('base64'), JSON.stringify(value).slice(1, -1)];

describe('erasure by crypto-shredding: POST /api/privacy/erasure', () => {
  let api: TestApi;
  let admin: TestUser;
  const tag = randomUUID().slice(0, 8);
  const person = {
    email: `zelda-${tag}@erasure.example`,
    name: `Zelda Quartermaine${tag}`,
    phone: `+1555013${Math.floor(1000 + Math.random() * 8999)}`,
  };
  let headers: { authorization: string };
  let clientId: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signedInUser(api, 'admin');
    const accounts = api.app.get(UserAccounts);
    const userId = randomUUID();
    await accounts.reservations.reserve(person.email, userId);
    await accounts.register(
      { userId, email: person.email, fullName: person.name, passwordHash: await hashPassword(TEST_PASSWORD), roles: ['client'], confirmed: true },
      null,
    );
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    headers = { authorization: `Bearer ${signIn.json().access_token}` };
    clientId = (await graphql(api, '{ myClient { id } }', {}, headers)).data?.myClient.id;

    const lead = { ...validBookDemo(), email: person.email, fullName: person.name, phone: person.phone };
    expect((await graphql(api, SUBMIT, { key: randomUUID(), input: lead })).errors).toBeUndefined();
    const setting = 'mutation($field: String!, $value: String!) { updateClientSetting(field: $field, value: $value) { id } }';
    for (const [field, value] of [
      ['forwarding_number', person.phone],
      ['greeting_message', `Hi, ${person.name} speaking`],
    ]) {
      expect((await graphql(api, setting, { field, value }, headers)).errors).toBeUndefined();
    }
    for (const index of [1, 2]) {
      const report = callReport(clientId, `erasure-${tag}-${index}`, {
        transcript: `Caller: is ${person.name} in? Call ${person.phone}`,
        summary: `Asked for ${person.name}`,
      });
      expect((await postCall(api, report)).statusCode).toBe(201);
    }
    await settle(api);
    // An "as of" view of this moment: a copy of the read models that holds the person's data too.
    const asOf = await api.platform.asOf.at(new Date(Date.now() - 1).toISOString());
    expect(await asOf.collection(DEMO_REQUESTS).count({ email: { contains: person.email } })).toBe(1);
  });
  afterAll(() => api.close());

  const erase = (email: unknown, as: { authorization: string } = admin.headers) =>
    api.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: as, payload: { email } });
  const leadCount = () => api.platform.readModels.collection(DEMO_REQUESTS).count({});
  const minutes = async () => (await api.platform.readModels.collection(USAGE_TOTALS).find({ where: { clientId } })).map((doc) => doc);
  const callCount = () => api.platform.readModels.collection(CALL_LOGS).count({ client_id: clientId });

  it('leaves no byte of the person in the data directory or the event log, and keeps counts and minutes', async () => {
    const before = { leads: await leadCount(), minutes: await minutes(), calls: await callCount() };
    expect(before.calls).toBe(2);
    const outcome = await erase(person.email.toUpperCase());
    expect(outcome.statusCode).toBe(200);
    expect(outcome.json()).toMatchObject({ subjects: 3, readModelsRebuilt: true });

    const needles = [person.email, person.name, person.phone].flatMap(forms);
    const exported: string[] = [];
    for await (const event of api.platform.eventStore.readAll()) exported.push(JSON.stringify(event));
    const log = exported.join('\n');
    for (const needle of needles) expect(log.includes(needle)).toBe(false);
    expect(log).toContain('"PersonalDataErased"');
    expect(log).toContain('Erased');
    for (const file of filesUnder(api.platform.dataDir)) {
      const bytes = readFileSync(file);
      for (const needle of needles) {
        if (bytes.includes(Buffer.from(needle))) throw new Error(`${file} still holds ${needle}`);
      }
    }
    expect({ leads: await leadCount(), minutes: await minutes(), calls: await callCount() }).toEqual(before);
  });

  it('stops their sign-in, and shows "Erased" where their lead was', async () => {
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(400);
    const leads = await api.platform.readModels
      .collection<{ id: string; email: string; firstName: string }>(DEMO_REQUESTS)
      .find({ where: { email: { contains: 'erased' } } });
    expect(leads.some((lead) => lead.firstName === 'Erased')).toBe(true);
  });

  it('refuses analysts, clients and anonymous callers, a bad address, and an address nobody holds data for', async () => {
    const analyst = await signedInUser(api, 'analyst');
    const client = await signedInUser(api, 'client');
    expect((await erase(client.email, analyst.headers)).statusCode).toBe(403);
    expect((await erase(client.email, client.headers)).statusCode).toBe(403);
    expect((await erase(client.email, {} as { authorization: string })).statusCode).toBe(401);
    expect((await erase('not-an-email')).json()).toMatchObject({ message: expect.stringMatching(/email/i) });
    const nobody = await erase(`nobody-${randomUUID()}@example.com`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('No personal data is held for this e-mail address.');
  });
});
