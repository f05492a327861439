import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@receptionist/config';
import { resolveWebhookSecret as resolveFromSettings, WEBHOOK_SECRET_FILE } from './webhook-secret';

/** As the API and the simulator call it: with the parsed configuration. */
const resolveWebhookSecret = (env: Record<string, string>, cwd: string) => {
  const config = loadConfig(env, { cwd });
  return resolveFromSettings({ webhookSecret: config.calls.webhookSecret, dataDir: config.dataDir });
};

describe('resolveWebhookSecret', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'webhook-secret-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('prefers WEBHOOK_SECRET', () => {
    expect(resolveWebhookSecret({ WEBHOOK_SECRET: ' from-env ' }, cwd)).toEqual({ secret: 'from-env', source: 'env' });
  });

  it('generates DATA_DIR/webhook-secret once (owner-only) and reads it afterwards', () => {
    const first = resolveWebhookSecret({ DATA_DIR: 'state' }, cwd);
    const file = join(cwd, 'state', WEBHOOK_SECRET_FILE);
    expect(first).toEqual({ secret: expect.stringMatching(/^[0-9a-f]{64}$/), source: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveWebhookSecret({ DATA_DIR: join(cwd, 'state') }, '/elsewhere').secret).toBe(first.secret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
  });

  it('defaults DATA_DIR to ./data', () => {
    expect(resolveWebhookSecret({}, cwd).source).toBe(join(cwd, 'data', WEBHOOK_SECRET_FILE));
  });
});
