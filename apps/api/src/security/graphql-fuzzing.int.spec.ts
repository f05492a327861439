import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { fuzz } from '@receptionist/fuzz-tally';
import { type SettingField, settingValueIssues, STRUCTURED_SETTING_FIELDS } from '@receptionist/contracts';
import { graphql as leadsGraphql, SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { graphql, postCall, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';
import { documentFor, operationKey, type SchemaOperation, schemaOperations } from './graphql-operations';
import { hostileJson, hostileString, sourceAddress } from './hostile-inputs';

/** The codes a refused GraphQL operation may carry; anything else (INTERNAL_SERVER_ERROR above all) is a defect. */
const CLIENT_ERROR_CODES = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS', 'BAD_REQUEST'];

/** Values for an input type: well-typed (honest-looking or hostile within the type) or, when `wellTyped` is false, anything. */
function valueFor(type: GraphQLInputType, knownIds: string[], wellTyped: boolean, depth = 0): fc.Arbitrary<unknown> {
  const typed = typedValueFor(type, knownIds, wellTyped, depth);
  return wellTyped ? typed : fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: hostileJson });
}

function typedValueFor(type: GraphQLInputType, knownIds: string[], wellTyped: boolean, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, knownIds, wellTyped, depth);
  if (isListType(type)) return fc.array(valueFor(type.ofType, knownIds, wellTyped, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.value as unknown));
  if (isInputObjectType(type)) {
    if (depth > 2) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, knownIds, wellTyped, depth + 1)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 250 }), fc.integer(), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)));
      case 'Float':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), hostileString);
      default:
        return fc.oneof(
          fc.constantFrom(
            'business_name',
            'greeting_message',
            'ai_voice',
            'forwarding_number',
            ...STRUCTURED_SETTING_FIELDS,
            'business_address',
            'recording_retention_days',
            '30',
            '365',
            'echo',
            'pro',
            'starter',
            '+1 555 010 2000',
            '2026-01-01',
            '2026-02-30',
            // The owner inbox's choices: appointment when/agent/status, message status, time zones.
            'upcoming',
            'past',
            'service',
            'missed_call',
            'done',
            'no_show',
            'cancelled',
            'unhandled',
            'handled',
            'America/New_York',
            'Etc/GMT+14',
            '07:30',
            '24:00',
            'Europe/Berlin',
          ),
          fc.constantFrom(...knownIds),
          hostileString,
        );
    }
  }
  return hostileJson;
}

type Caller = 'anonymous' | 'client' | 'admin' | 'garbage token';

describe('GraphQL under property-based fuzzing', () => {
  let api: TestApi;
  let client: TestUser;
  let admin: TestUser;
  let operations: SchemaOperation[];
  const knownIds: string[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    [client, admin] = await Promise.all([signedInUser(api, 'client'), signedInUser(api, 'admin')]);
    const clientId = (await graphql(api, '{ myClient { id } }', {}, client.headers)).data?.myClient.id as string;
    // The admin's own client record too, so a later first visit does not count as a stored event.
    await graphql(api, '{ myClient { id } }', {}, admin.headers);
    await graphql(api, 'mutation { updateClientSetting(field: "business_name", value: "Fuzz Motors") { id } }', {}, client.headers);
    await postCall(api, {
      platform_call_id: `fuzz-${randomUUID()}`,
      client_id: clientId,
      caller_number: '+1 555 010 9999',
      started_at: new Date().toISOString(),
      duration_seconds: 12,
      appointment: { starts_at: new Date(Date.now() + 86_400_000).toISOString(), kind: 'service', vehicle: 'Civic', concern: 'Brakes' },
      message: { callback_number: '+1 555 010 9999', text: 'Call me', urgency: 'urgent' },
    });
    const lead = await leadsGraphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, { input: validBookDemo(), key: randomUUID() });
    await settle(api);
    const ids = await graphql(api, '{ myClient { id } recentCalls { id } settingsHistory { items { id } } }', {}, client.headers);
    const callId = ids.data?.recentCalls[0].id as string;
    knownIds.push(
      clientId,
      callId,
      `${callId}:appointment`,
      `${callId}:message`,
      ids.data?.settingsHistory.items[0].id,
      lead.data?.submitDemoRequest.id as string,
    );
    knownIds.push(
      ...((await graphql(api, '{ systemStatus { projectors { name } } }', {}, admin.headers)).data?.systemStatus.projectors ?? []).map(
        (p: { name: string }) => p.name,
      ),
    );
    operations = schemaOperations(api);
  }, 60_000);
  afterAll(() => api.close());

  const headersOf = (caller: Caller): Record<string, string> =>
    caller === 'client' ? client.headers : caller === 'admin' ? admin.headers : caller === 'garbage token' ? { authorization: 'Bearer x.y.z' } : {};

  it('answers every query and mutation with data or a client error, and stores nothing for a refused one', async () => {
    expect(operations.length).toBeGreaterThan(20);
    let succeeded = 0;
    let refusedInExecution = 0;
    for (const operation of operations) {
      const args = operation.field.args;
      const variables = (wellTyped: boolean) =>
        fc.record(Object.fromEntries(args.map((arg) => [arg.name, valueFor(arg.type, knownIds, wellTyped)])), {
          requiredKeys: args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined).map((arg) => arg.name),
        });
      const input = fc.record({
        variables: fc.oneof({ weight: 3, arbitrary: variables(true) }, { weight: 1, arbitrary: variables(false) }),
        caller: fc.constantFrom<Caller>('anonymous', 'client', 'client', 'admin', 'admin', 'garbage token'),
        ip: sourceAddress,
      });
      await fuzz(
        `graphql: ${operationKey(operation)}`,
        fc.asyncProperty(input, async ({ variables: values, caller, ip }) => {
          const headBefore = await api.platform.eventStore.headPosition();
          const response = await api.app.inject({
            method: 'POST',
            url: '/graphql',
            remoteAddress: ip,
            headers: { 'content-type': 'application/json', ...headersOf(caller) },
            payload: JSON.stringify({ query: documentFor(operation, values), variables: values }),
          });
          if (response.statusCode >= 500) throw new Error(`${operationKey(operation)} answered ${response.statusCode} ${response.body}`);
          const answer = response.json() as {
            data?: Record<string, unknown> | null;
            errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[];
          };
          if (!answer.errors) {
            succeeded++;
            return;
          }
          if (answer.errors.some((error) => error.path !== undefined)) refusedInExecution++;
          // Request errors (parse, validation, ill-typed variables) come before execution and have no path; an
          // error raised while executing has a path and must carry a client code.
          for (const error of answer.errors.filter((candidate) => candidate.path !== undefined)) {
            if (!CLIENT_ERROR_CODES.includes(error.extensions?.code ?? ''))
              throw new Error(`${operationKey(operation)} failed with ${error.extensions?.code}: ${error.message}`);
          }
          expect(answer.data?.[operation.name] ?? null).toBeNull();
          expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
        }),
        { numRuns: 70 },
      );
    }
    // The inputs reach the resolvers: many succeed, many are refused by them (not only by validation). Half the callers
    // are anonymous, garbage or clients and many operations are for admins only: with the staff operations added the
    // successes sat right at 10 per operation and the check failed at random, so the floor is 5.
    expect(succeeded).toBeGreaterThan(operations.length * 5);
    expect(refusedInExecution).toBeGreaterThan(operations.length * 10);
  }, 120_000);

  it('answers hostile documents and bodies with a client error', async () => {
    const fieldNames = operations.map((operation) => operation.name);
    const document = fc.oneof(
      hostileString,
      fc.constantFrom(...fieldNames).map((name) => `{ ${name} }`),
      fc
        .tuple(fc.constantFrom(...fieldNames), fc.nat({ max: 30 }))
        .map(([name, depth]) => `{ ${name} ${'{ id '.repeat(depth)}${'}'.repeat(depth)} }`),
      fc
        .tuple(fc.constantFrom(...fieldNames), fc.nat({ max: 40 }))
        .map(([name, count]) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${name} { __typename }`).join(' ')} }`),
      fc.constantFrom(
        '{ __schema { types { name } } }',
        'query { __typename }',
        'mutation { __typename }',
        'subscription { x }',
        'fragment F on Query { ...F } { ...F }',
        '{ myClient { ...on Client { id } } }',
      ),
    );
    const body = fc.oneof(
      fc
        .record({ query: document, variables: fc.option(hostileJson), operationName: fc.option(hostileString) })
        .map((value) => JSON.stringify(value)),
      hostileJson.map((value) => JSON.stringify(value) ?? ''),
      fc.string({ unit: 'binary', maxLength: 80 }),
    );
    await fuzz(
      'graphql: hostile documents',
      fc.asyncProperty(
        body,
        fc.constantFrom<Caller>('anonymous', 'client', 'admin'),
        fc.constantFrom('POST', 'GET'),
        async (payload, caller, method) => {
          const headBefore = await api.platform.eventStore.headPosition();
          const response =
            method === 'POST'
              ? await api.app.inject({ method, url: '/graphql', headers: { 'content-type': 'application/json', ...headersOf(caller) }, payload })
              : await api.app.inject({ method, url: `/graphql?query=${encodeURIComponent(payload)}`, headers: headersOf(caller) });
          if (response.statusCode >= 500) throw new Error(`${method} /graphql answered ${response.statusCode} ${response.body}`);
          expect(response.body).not.toContain('INTERNAL_SERVER_ERROR');
          expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it("saves the agent's rules exactly when the shared rules accept them: anything else is BAD_USER_INPUT and stores nothing", async () => {
    const leaf = fc.oneof(
      hostileJson,
      hostileString,
      fc.constantFrom('09:00', '24:00', '25:61', 'UTC', 'Mars/Base', 'always', 'https://x.example.com', '{coupon}'),
    );
    const shaped = fc.oneof(
      fc.record({
        timeZone: leaf,
        week: fc.dictionary(fc.constantFrom('mon', 'sun', '__proto__'), fc.array(fc.record({ open: leaf, close: leaf }), { maxLength: 3 })),
        closures: fc.array(fc.record({ date: leaf, label: leaf }), { maxLength: 3 }),
      }),
      fc.array(fc.record({ id: leaf, question: leaf, answer: leaf, enabled: fc.oneof(fc.boolean(), leaf) }), { maxLength: 3 }),
      fc.record({ sales: fc.oneof(fc.constant(null), fc.record({ name: leaf, phone: leaf, when: leaf })), other: leaf }),
      fc.record({
        sales: fc.record({ enabled: fc.oneof(fc.boolean(), leaf) }),
        service: fc.record({ enabled: fc.boolean() }),
        missed_call: fc.record({ enabled: fc.boolean(), schedulerLink: leaf }),
      }),
      fc.record({ enabled: fc.oneof(fc.boolean(), leaf), template: leaf }),
    );
    const value = fc.oneof(
      shaped.map((shape) => JSON.stringify(shape)),
      hostileString,
      fc.constant('{"unterminated": '),
    );
    const field = fc.constantFrom<SettingField>(...STRUCTURED_SETTING_FIELDS, 'business_address', 'directions');
    await fuzz(
      'graphql: agent rules values',
      fc.asyncProperty(field, value, async (name, text) => {
        const headBefore = await api.platform.eventStore.headPosition();
        const answer = await graphql(
          api,
          'mutation($f: String!, $v: String!) { updateClientSetting(field: $f, value: $v) { id } }',
          { f: name, v: text },
          client.headers,
        );
        const issues = settingValueIssues(name, text);
        if (issues.length) {
          expect(answer.errors?.[0]).toMatchObject({ message: issues[0].message, extensions: { code: 'BAD_USER_INPUT' } });
          expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
        } else {
          expect(answer.errors).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
