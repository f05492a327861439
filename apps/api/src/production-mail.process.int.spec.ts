import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteOperationalStore } from '@receptionist/identity-application';
import { forkTypeScript, freePort, type TsProcess, waitForOk } from './testing/node-process';

const MAIN = join(__dirname, 'main.ts');

/** Whoever reads the production log (a log shipper, a support engineer) must not be able to sign in as a user. */
describe('mail in production', () => {
  let dataDir: string;
  let api: TsProcess | undefined;
  const start = (env: NodeJS.ProcessEnv) => (api = forkTypeScript(MAIN, [], { DATA_DIR: dataDir, ...env }));
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-mail-'));
  });
  afterEach(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    api = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start without SMTP_URL unless MAIL_OUTBOX_ALLOWED=true, with one clear line', async () => {
    const api = start({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect(await api.exited).toBe(1);
    expect(api.output().trim().split('\n')).toEqual([
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX_ALLOWED=true to keep mails in the outbox, read with npm run mail:outbox)',
    ]);
  }, 30_000);

  it('a log reader finds no link, token_hash or six-digit code of any mail, even with the outbox allowed', async () => {
    const port = await freePort();
    const api = start({
      NODE_ENV: 'production',
      MAIL_OUTBOX_ALLOWED: 'true',
      PORT: String(port),
      LOG_LEVEL: 'trace',
      AUTH_EMAIL_RESEND_INTERVAL: '1',
    });
    await waitForOk(`http://127.0.0.1:${port}/health`, 25_000);
    const post = (path: string, body: object) =>
      fetch(`http://127.0.0.1:${port}/auth/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/signup', { email: 'victim@example.com', password: 'Correct-Horse-42', data: { full_name: 'Val Victim' } })).status).toBe(
      200,
    );
    expect((await post('/recover', { email: 'victim@example.com' })).status).toBe(200);
    // Both mails are stored before the process stops: shutdown waits for mails in flight.
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);

    const store = new SqliteOperationalStore({ file: join(dataDir, 'auth.db') });
    const mails = await store.outbox.list();
    await store.close();
    expect(mails.map((mail) => mail.subject)).toContain('Confirm your sign-up');
    const log = api.output();
    for (const mail of mails) {
      const link = mail.link as string;
      const tokenHash = new URL(link).searchParams.get('token_hash') as string;
      const code = mail.text.match(/code: (\d{6})/)?.[1] as string;
      expect(tokenHash).toBeTruthy();
      expect(code).toMatch(/^\d{6}$/);
      expect(log).not.toContain(link);
      expect(log).not.toContain(tokenHash);
      expect(log).not.toContain(code);
    }
    expect(log).not.toContain('token_hash');
    expect(log).not.toContain('victim@example.com');
    expect(log).toContain('v***@example.com');
  }, 60_000);
});
