import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverSecretsContract } from './server-secrets.contract';
import { SqliteServerSecretStore } from './sqlite-server-secret-store';

serverSecretsContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-secrets-'));
  const a = new SqliteServerSecretStore({ file: join(dir, 'auth.db') });
  const b = new SqliteServerSecretStore({ file: join(dir, 'auth.db') });
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
