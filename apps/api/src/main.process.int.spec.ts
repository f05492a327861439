import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@receptionist/event-store';
import { forkTypeScript, freePort, waitForOk } from './testing/node-process';

const MAIN = join(__dirname, 'main.ts');

describe('the API process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-process-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on invalid configuration, one line per problem', async () => {
    const api = forkTypeScript(MAIN, [], { PORT: 'eighty', EVENT_STORE: 'kurrentdb', READ_STORE: 'postgres', DATA_DIR: dataDir });
    expect(await api.exited).toBe(1);
    expect(api.output().trim().split('\n')).toEqual([
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "eighty")',
      'Invalid configuration: KURRENTDB_URL is required when EVENT_STORE=kurrentdb',
      'Invalid configuration: READ_STORE must be one of sqlite, mongodb (got "postgres")',
    ]);
  }, 30_000);

  it('reports every bad value of every context in one start-up error (leads, identity and live settings together)', async () => {
    const env = { LEADS_SUBMISSIONS_PER_IP: 'lots', AUTH_OTP_TTL: 'soon', DATA_DIR: dataDir };
    const api = forkTypeScript(MAIN, [], env);
    expect(await api.exited).toBe(1);
    expect(api.output().trim().split('\n')).toEqual([
      'Invalid configuration: AUTH_OTP_TTL must be a positive number of seconds (got "soon")',
      'Invalid configuration: LEADS_SUBMISSIONS_PER_IP must be a positive integer (got "lots")',
    ]);
  }, 30_000);

  it('on SIGTERM finishes the request in flight, flushes and exits 0', async () => {
    const port = await freePort();
    const api = forkTypeScript(MAIN, [], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitForOk(`http://127.0.0.1:${port}/health`, 20_000);

    const body = JSON.stringify({ kind: 'page_view', path: '/book-demo' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/track',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Mozilla/5.0 Firefox/141.0' },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        api.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });

    expect(await answered).toBe(204);
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('Projections flushed and stores closed');
    const store = new SqliteEventStore({ file: join(dataDir, 'events.db') });
    expect((await store.readStream(`pageviews-${new Date().toISOString().slice(0, 10)}`)).map((event) => event.data)).toEqual([
      { path: '/book-demo', day: new Date().toISOString().slice(0, 10) },
    ]);
    await store.close();
  }, 40_000);
});
