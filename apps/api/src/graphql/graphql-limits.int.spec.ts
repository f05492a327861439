import { performance } from 'node:perf_hooks';
import { getIntrospectionQuery } from 'graphql';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Attacks on POST /graphql by an anonymous caller. Each must be refused before execution, cheaply: the time the
 * server spends on a refused query is printed (the bound asserted is deliberately generous, so the test cannot flake).
 */
/** `ms` is wall time; `cpuMs` the process's CPU time for the request (what the server spent, whatever else runs). */
type Answer = {
  statusCode: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | string;
  ms: number;
  cpuMs: number;
};

async function post(api: TestApi, payload: string, contentType = 'application/json'): Promise<Answer> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await api.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload });
  const { user, system } = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  const cpuMs = (user + system) / 1000;
  let body: Answer['body'];
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { statusCode: response.statusCode, body, ms, cpuMs };
}

const query = (api: TestApi, document: string) => post(api, JSON.stringify({ query: document }));

const INTROSPECTION = '__schema { types { name kind fields { name args { name } type { name kind ofType { name kind } } } } }';
const GENEROUS_BOUND_MS = 1000;

const RUNS = 5;

/**
 * Sends the attack RUNS times (each copy made distinct by a comment, so no cache answers it) and checks every answer
 * is a refusal before execution; prints the median CPU and wall times and asserts a generous bound on the median CPU
 * time (wall time on a shared machine mostly measures the other processes).
 */
async function expectRefusedBeforeExecution(api: TestApi, document: string, pattern: RegExp, label: string): Promise<void> {
  const times: number[] = [];
  const walls: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const answer = await query(api, `# ${label} run ${run}\n${document}`);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    const body = answer.body as Exclude<Answer['body'], string>;
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((error) => error.message).join('\n')).toMatch(pattern);
    times.push(answer.cpuMs);
    walls.push(answer.ms);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  console.log(`${label}: refused in ${median(times).toFixed(1)} ms CPU (median of ${RUNS}; wall ${median(walls).toFixed(1)} ms)`);
  expect(median(times)).toBeLessThan(GENEROUS_BOUND_MS);
}

describe('GraphQL denial-of-service attacks (anonymous)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await query(api, '{ __typename }'); // warm-up: the first request of a process pays for loading code
  });
  afterAll(() => api.close());

  it('refuses thousands of aliased __schema introspections before executing any of them', async () => {
    const document = `{ ${Array.from({ length: 2000 }, (_, index) => `a${index}:__schema{queryType{name}}`).join(' ')} }`;
    expect(Buffer.byteLength(JSON.stringify({ query: document }))).toBeLessThan(64 * 1024);
    await expectRefusedBeforeExecution(api, document, /more th(?:at|an) \d+ tokens/i, '2000 aliased __schema introspections');
  });

  it('refuses thousands of aliased full introspections (the 11.7 s attack) before reading them', async () => {
    const document = `{ ${Array.from({ length: 3000 }, (_, index) => `a${index}: ${INTROSPECTION}`).join(' ')} }`;
    const answer = await query(api, document);
    console.log(
      `3000 aliased full introspections: refused in ${answer.cpuMs.toFixed(1)} ms CPU (wall ${answer.ms.toFixed(1)} ms, HTTP ${answer.statusCode})`,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.cpuMs).toBeLessThan(GENEROUS_BOUND_MS);
  });

  it('refuses a few aliased introspections that fit in the token limit (alias limit)', async () => {
    const document = `{ ${Array.from({ length: 20 }, (_, index) => `a${index}: __typename t${index}: __schema { queryType { name } }`).join(' ')} }`;
    await expectRefusedBeforeExecution(api, document, /aliases limit/i, '40 aliases');
  });

  it('refuses the same introspection repeated without aliases (tokens), and many fields within the token limit (cost)', async () => {
    const repeated = `{ ${Array.from({ length: 2000 }, () => '__schema { types { name } }').join(' ')} }`;
    await expectRefusedBeforeExecution(api, repeated, /tokens/i, '2000 repeated __schema fields');
    const wide = `{ ${Array.from({ length: 50 }, () => '__type(name: "Query") { fields { type { fields { name } } } }').join(' ')} }`;
    await expectRefusedBeforeExecution(api, wide, /cost limit/i, '50 repeated nested __type fields (950 tokens)');
  });

  it('still answers the introspection query GraphiQL sends (outside production)', async () => {
    const answer = await query(api, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }));
    expect(answer.statusCode).toBe(200);
    expect((answer.body as { data: { __schema: unknown } }).data.__schema).toBeTruthy();
  });

  it('refuses deep nesting', async () => {
    const depth = 40;
    const document = `{ __type(name: "Query") { ${'fields { type { '.repeat(depth)} name ${'} } '.repeat(depth)} } }`;
    await expectRefusedBeforeExecution(api, document, /depth/i, `depth ${depth * 2}`);
    expect((await query(api, '{ __typename }')).statusCode).toBe(200);
  });

  it('stops parsing a document with a huge token count (the parser gives up at the limit)', async () => {
    const document = `{ __typename ${'@a '.repeat(15_000)} }`;
    await expectRefusedBeforeExecution(api, document, /more th(?:at|an) \d+ tokens/i, '30,000-token document');
  });

  it('refuses an oversized body (200 KiB) with 413 before parsing it', async () => {
    const padding = ' '.repeat(200 * 1024);
    const answer = await post(api, JSON.stringify({ query: `{ __typename }${padding}` }));
    console.log(`200 KiB body: refused in ${answer.cpuMs.toFixed(1)} ms CPU (wall ${answer.ms.toFixed(1)} ms, HTTP ${answer.statusCode})`);
    expect(answer.statusCode).toBe(413);
    expect(answer.cpuMs).toBeLessThan(GENEROUS_BOUND_MS);
  });

  it('still answers a request as large as the largest real one (5,000-character notes, JSON-escaped)', async () => {
    const notes = '\u0001'.repeat(5000);
    const answer = await post(api, JSON.stringify({ query: 'query ($n: String!) { __type(name: $n) { name } }', variables: { n: notes } }));
    expect(answer.statusCode).toBe(200);
  });

  it('answers a GET whose query holds JSON instead of a document with a 400, not an internal error', async () => {
    const query = JSON.stringify({ query: '{ __schema { types { name } } }' });
    const response = await api.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(query)}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('INTERNAL_SERVER_ERROR');
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
    await expectRefusedBeforeExecution(api, '{ __schema { queryType { name } } }', /introspection/i, 'introspection in production');
    expect((await query(api, '{ __type(name: "Query") { name } }')).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    expect((await query(api, '{ __typename }')).statusCode).toBe(200);
  });
});
