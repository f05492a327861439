import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeOperationalStoreContract } from '../operational-store.contract';
import { SqliteOperationalStore } from './sqlite-operational-store';

describe('SqliteOperationalStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  describeOperationalStoreContract(async () => new SqliteOperationalStore({ file: join(dir, `auth-${n++}.db`) }));
});
