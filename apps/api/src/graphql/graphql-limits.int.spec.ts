import { performance } from 'node:perf_hooks';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Attacks on POST /graphql by an anonymous caller. Each must be refused before execution, cheaply: the time the
 * server spends on a refused query is printed (the bound asserted is deliberately generous, so the test cannot flake).
 */
type Answer = { statusCode: number; body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | string; ms: number };

async function post(api: TestApi, payload: string, contentType = 'application/json'): Promise<Answer> {
  const started = performance.now();
  const response = await api.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload });
  const ms = performance.now() - started;
  let body: Answer['body'];
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { statusCode: response.statusCode, body, ms };
}

const query = (api: TestApi, document: string) => post(api, JSON.stringify({ query: document }));

const INTROSPECTION = '__schema { types { name kind fields { name args { name } type { name kind ofType { name kind } } } } }';
const GENEROUS_BOUND_MS = 1000;

function expectRefusedBeforeExecution(answer: Answer, pattern: RegExp, label: string): void {
  console.log(`${label}: refused in ${answer.ms.toFixed(1)} ms (HTTP ${answer.statusCode})`);
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  const body = answer.body as Exclude<Answer['body'], string>;
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.map((error) => error.message).join('\n')).toMatch(pattern);
  expect(answer.ms).toBeLessThan(GENEROUS_BOUND_MS);
}

describe('GraphQL denial-of-service attacks (anonymous)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses thousands of aliased __schema introspections before executing any of them', async () => {
    const document = `{ ${Array.from({ length: 2000 }, (_, index) => `a${index}:__schema{queryType{name}}`).join(' ')} }`;
    expect(Buffer.byteLength(JSON.stringify({ query: document }))).toBeLessThan(64 * 1024);
    expectRefusedBeforeExecution(await query(api, document), /more th(?:at|an) \d+ tokens/i, '2000 aliased __schema introspections');
  });

  it('refuses thousands of aliased full introspections (the 11.7 s attack) before reading them', async () => {
    const document = `{ ${Array.from({ length: 3000 }, (_, index) => `a${index}: ${INTROSPECTION}`).join(' ')} }`;
    const answer = await query(api, document);
    console.log(`3000 aliased full introspections: refused in ${answer.ms.toFixed(1)} ms (HTTP ${answer.statusCode})`);
    expect(answer.statusCode).toBe(413);
    expect(answer.ms).toBeLessThan(GENEROUS_BOUND_MS);
  });

  it('refuses a few aliased introspections that fit in the token limit (alias limit)', async () => {
    const document = `{ ${Array.from({ length: 20 }, (_, index) => `a${index}: __typename t${index}: __schema { queryType { name } }`).join(' ')} }`;
    expectRefusedBeforeExecution(await query(api, document), /aliases limit/i, '40 aliases');
  });

  it('refuses the same introspection repeated without aliases (tokens), and many fields within the token limit (cost)', async () => {
    const repeated = `{ ${Array.from({ length: 2000 }, () => '__schema { types { name } }').join(' ')} }`;
    expectRefusedBeforeExecution(await query(api, repeated), /tokens/i, '2000 repeated __schema fields');
    const wide = `{ ${Array.from({ length: 70 }, () => '__schema { types { fields { type { name } } } }').join(' ')} }`;
    expectRefusedBeforeExecution(await query(api, wide), /cost limit/i, '70 repeated nested __schema fields (910 tokens)');
  });

  it('refuses deep nesting', async () => {
    const depth = 40;
    const document = `{ __type(name: "Query") { ${'fields { type { '.repeat(depth)} name ${'} } '.repeat(depth)} } }`;
    expectRefusedBeforeExecution(await query(api, document), /depth/i, `depth ${depth * 2}`);
    expect((await query(api, '{ __typename }')).statusCode).toBe(200);
  });

  it('stops parsing a document with a huge token count (the parser gives up at the limit)', async () => {
    const document = `{ __typename ${'@a '.repeat(15_000)} }`;
    expectRefusedBeforeExecution(await query(api, document), /more th(?:at|an) \d+ tokens/i, '30,000-token document');
  });

  it('refuses an oversized body (200 KiB) with 413 before parsing it', async () => {
    const padding = ' '.repeat(200 * 1024);
    const answer = await post(api, JSON.stringify({ query: `{ __typename }${padding}` }));
    console.log(`200 KiB body: refused in ${answer.ms.toFixed(1)} ms (HTTP ${answer.statusCode})`);
    expect(answer.statusCode).toBe(413);
    expect(answer.ms).toBeLessThan(GENEROUS_BOUND_MS);
  });

  it('still answers a request as large as the largest real one (5,000-character notes, JSON-escaped)', async () => {
    const notes = '\u0001'.repeat(5000);
    const answer = await post(api, JSON.stringify({ query: 'query ($n: String!) { __type(name: $n) { name } }', variables: { n: notes } }));
    expect(answer.statusCode).toBe(200);
  });

  it('serves no GraphiQL outside development', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
  });
});

describe('GraphQL in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ nodeEnv: 'production' });
  });
  afterAll(() => api.close());

  it('refuses introspection and serves no GraphiQL', async () => {
    const answer = await query(api, '{ __schema { queryType { name } } }');
    expectRefusedBeforeExecution(answer, /introspection/i, 'introspection in production');
    expect((await query(api, '{ __type(name: "Query") { name } }')).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    expect((await query(api, '{ __typename }')).statusCode).toBe(200);
  });
});
