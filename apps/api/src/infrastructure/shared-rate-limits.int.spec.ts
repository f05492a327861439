import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql as leadsGraphql, SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { graphql } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser } from '../testing/test-users';

/**
 * Behind a load balancer each request may land on another instance: a limit that lives in one process would let a
 * caller through N times over. Two API instances share one DATA_DIR here; requests alternate between them.
 */
describe('rate limits shared by every API instance', () => {
  let dataDir: string;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shared-limits-'));
    first = await startTestApi({ dataDir });
    second = await startTestApi({ dataDir, role: 'api' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const alternate = (attempt: number) => (attempt % 2 === 0 ? first : second);

  it('counts public form submissions of one address on both instances (20 per 10 minutes)', async () => {
    const ip = '10.77.0.1';
    const results = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      results.push(await leadsGraphql(alternate(attempt), SUBMIT, { input: validBookDemo(), key: randomUUID() }, { ip }));
    }
    expect(results.slice(0, 20).map((result) => result.errors)).toEqual(Array(20).fill(undefined));
    expect(results[20].errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('counts tracking requests of one address on both instances (120 a minute)', async () => {
    const track = (api: TestApi) =>
      api.app.inject({
        method: 'POST',
        url: '/api/track',
        remoteAddress: '10.77.0.2',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'page_view', path: '/' }),
      });
    const statuses = [];
    for (let attempt = 0; attempt < 121; attempt++) statuses.push((await track(alternate(attempt))).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it("counts a user's test calls on both instances (10 a minute)", async () => {
    const caller = await signedInUser(first, 'client');
    await graphql(first, '{ myClient { id } }', {}, caller.headers);
    const testCall = 'mutation { recordTestCall(durationSeconds: 5, transcript: "hello") { id } }';
    for (let call = 1; call <= 10; call++) {
      // The instance that records also projects (ROLE=all): the mutation answers with the logged call.
      expect((await graphql(call % 2 === 0 ? first : second, testCall, {}, caller.headers)).errors).toBeUndefined();
    }
    const refused = await graphql(first, testCall, {}, caller.headers);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});
