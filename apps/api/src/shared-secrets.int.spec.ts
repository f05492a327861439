import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBHOOK_SECRET } from '@receptionist/calls-application';
import { startTestApi } from './testing/test-api';
import { signedInUser } from './testing/test-users';

/**
 * Production-like: SECRETS_ENCRYPTION_KEY comes from the environment, the shared store (here DATA_DIR/auth.db, with
 * MongoDB the operational database) holds the sealed keys, and nothing else of an instance's DATA_DIR is needed.
 */
describe('secrets shared through the operational store', () => {
  const previous = process.env['SECRETS_ENCRYPTION_KEY'];
  let dataDir: string;
  beforeAll(() => {
    process.env['SECRETS_ENCRYPTION_KEY'] = randomBytes(32).toString('base64');
    dataDir = mkdtempSync(join(tmpdir(), 'shared-secrets-'));
  });
  afterAll(() => {
    if (previous === undefined) delete process.env['SECRETS_ENCRYPTION_KEY'];
    else process.env['SECRETS_ENCRYPTION_KEY'] = previous;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a restarted instance with none of the DATA_DIR key files verifies tokens the other signed and shares its webhook secret', async () => {
    const first = await startTestApi({ dataDir });
    const user = await signedInUser(first, 'client');
    const webhookSecret = first.app.get<string>(WEBHOOK_SECRET);
    await first.close();

    // Everything instance-local goes: only the shared stores remain.
    for (const file of readdirSync(dataDir)) if (!/^(auth|events|read-models)\.db/.test(file)) rmSync(join(dataDir, file));
    const second = await startTestApi({ dataDir });
    try {
      const answer = await second.app.inject({ method: 'GET', url: '/auth/v1/user', headers: user.headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id: user.userId, email: user.email });
      expect(second.app.get<string>(WEBHOOK_SECRET)).toBe(webhookSecret);
    } finally {
      await second.close();
    }
  }, 60_000);
});
