import { randomUUID } from 'node:crypto';
import { graphql, LIST, STATS, SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser } from '../testing/test-users';

/**
 * A document asked again runs compiled (mercurius `jit`): every answer must be the one the first, interpreted run
 * gives — the same data, the same refusals by the guards, the same input errors and status codes.
 */
describe('GraphQL: a repeated document answers as its first run', () => {
  let api: TestApi;
  let admin: string;
  let client: string;
  const RUNS = 4;

  beforeAll(async () => {
    api = await startTestApi();
    admin = (await signedInUser(api, 'admin')).accessToken;
    client = (await signedInUser(api, 'client')).accessToken;
    const submitted = await graphql(api, SUBMIT, { input: validBookDemo(), key: randomUUID() });
    expect(submitted.errors).toBeUndefined();
    // The list is a read model: wait until the projection shows the request (with a query of its own).
    const shown = `query Shown { demoRequests(limit: 1) { pageInfo { total } } }`;
    for (let tries = 0; tries < 100; tries++) {
      const listed = await graphql<{ demoRequests: { pageInfo: { total: number } } }>(api, shown, {}, { token: admin });
      if (listed.data?.demoRequests.pageInfo.total === 1) break;
      await new Promise((wait) => setTimeout(wait, 50));
    }
  });
  afterAll(() => api.close());

  async function repeated(query: string, variables: Record<string, unknown>, token?: string) {
    const answers = [];
    for (let run = 0; run < RUNS; run++) answers.push(await graphql(api, query, variables, { token }));
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    return answers[0];
  }

  it('the same data for an administrator', async () => {
    const answer = await repeated(LIST, { limit: 10 }, admin);
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect((answer.data as { demoRequests: { items: unknown[] } }).demoRequests.items).toHaveLength(1);
    expect((await repeated(STATS, {}, admin)).data).toMatchObject({ demoRequestStats: { total: 1 } });
  });

  it('the same refusal for a client and for an anonymous caller (the guards run on every compiled run)', async () => {
    const asClient = await repeated(STATS, {}, client);
    expect(asClient.data).toBeNull();
    expect(asClient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await repeated(LIST, { limit: 10 });
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the same input errors: a handler refusal and a variable of the wrong type', async () => {
    const tooMany = await repeated(LIST, { limit: 100_000 }, admin);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const wrongType = await repeated(LIST, { limit: 'ten' }, admin);
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.length).toBeGreaterThan(0);
  });
});
