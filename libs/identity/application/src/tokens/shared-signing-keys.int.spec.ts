import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SealedSecrets, SqliteServerSecretStore } from '@receptionist/server-secrets';
import { signJwt, verifyJwt } from './jwt';
import { rotateSharedSigningKeys, SigningKeyRing } from './signing-key-ring';

const expectations = { audience: 'authenticated', issuer: 'http://site/auth/v1', nowSeconds: 1000 };
const claims = { sub: 'u1', aud: 'authenticated', iss: 'http://site/auth/v1', exp: 2000 };

describe('the signing key ring in the shared secret store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shared-keys-'));
  const key = randomBytes(32);
  const instance = () => new SealedSecrets(new SqliteServerSecretStore({ file: join(dir, 'auth.db') }), key);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('concurrent rotations from two instances leave one ring both read, with every rotated key and the old one', async () => {
    const [a, b] = [instance(), instance()];
    const ringA = await SigningKeyRing.loadShared(a, { dataDir: join(dir, 'a') });
    const ringB = await SigningKeyRing.loadShared(b, { dataDir: join(dir, 'b') });
    expect(ringB.current.kid).toBe(ringA.current.kid);
    const oldToken = signJwt(claims, ringA.current);

    const [kidA, kidB] = await Promise.all([rotateSharedSigningKeys(a), rotateSharedSigningKeys(b)]);
    await Promise.all([ringA.reload(a), ringB.reload(b)]);

    expect(ringA.jwks()).toEqual(ringB.jwks());
    expect(ringA.keys.map((k) => k.kid).sort()).toEqual([kidA, kidB, ringA.keys[2].kid].sort());
    expect([kidA, kidB]).toContain(ringA.current.kid);
    expect(verifyJwt(oldToken, (kid) => ringB.find(kid), expectations)).toMatchObject({ sub: 'u1' });
    expect(verifyJwt(signJwt(claims, ringA.current), (kid) => ringB.find(kid), expectations)).toMatchObject({ sub: 'u1' });
    await Promise.all([a.close(), b.close()]);
  });
});
