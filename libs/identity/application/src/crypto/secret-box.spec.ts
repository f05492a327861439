import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox } from './secret-box';
import { hashPassword, verifyPassword } from './secrets';

describe('secret sealing and password hashing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seals with a persisted key: another instance opens it, a different key does not', () => {
    const sealed = SecretBox.load({ dataDir: dir, encryptionKey: null }).seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(SecretBox.load({ dataDir: dir, encryptionKey: null }).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const other = SecretBox.load({ dataDir: dir, encryptionKey: Buffer.alloc(32, 7).toString('base64') });
    expect(() => other.open(sealed)).toThrow();
  });

  it('hashes passwords with argon2id and verifies them', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
    expect(await verifyPassword('Secret123', null)).toBe(false);
  });
});
