import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidJwtError, signatureValid, signJwt, VerifiedSignatures, verifyJwt } from './jwt';
import { rotateSigningKeys, SigningKeyRing } from './signing-key-ring';

const expectations = { audience: 'authenticated', issuer: 'http://site/auth/v1', nowSeconds: 1000 };
const claims = { sub: 'u1', aud: 'authenticated', iss: 'http://site/auth/v1', exp: 2000 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ES256 JWTs and the key ring', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jwks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates keys on first start, persists them and keeps old keys verifiable after rotation', () => {
    const first = SigningKeyRing.load({ dataDir: dir });
    expect(SigningKeyRing.load({ dataDir: dir }).current.kid).toBe(first.current.kid);
    const oldToken = signJwt(claims, first.current);
    const newKid = rotateSigningKeys(dir);
    const rotated = SigningKeyRing.load({ dataDir: dir });
    expect(rotated.current.kid).toBe(newKid);
    expect(rotated.jwks().keys.map((k) => k.kid)).toEqual([newKid, first.current.kid]);
    expect(rotated.jwks().keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(rotated.jwks().keys[0]).not.toHaveProperty('d');
    expect(verifyJwt(oldToken, (kid) => rotated.find(kid), expectations)).toMatchObject({ sub: 'u1' });
  });

  it('verifies a token presented again without the signature check, yet only with the same key and never past its expiry', () => {
    const ring = SigningKeyRing.load({ dataDir: dir });
    const stranger = SigningKeyRing.load({ dataDir: join(dir, 'stranger') });
    const token = signJwt(claims, ring.current);
    const find = (kid: string) => ring.find(kid);
    let checks = 0;
    const verified = new VerifiedSignatures(2, (...args) => (checks++, signatureValid(...args)));
    const verify = (candidate: string, findKey = find, nowSeconds = expectations.nowSeconds) =>
      verifyJwt(candidate, findKey, { ...expectations, nowSeconds }, verified);
    expect(verify(token)).toMatchObject({ sub: 'u1' });
    expect(verify(token)).toMatchObject({ sub: 'u1' });
    expect(checks).toBe(1);
    // A key of the same kid that is not the one that verified it (a replaced ring): checked again, and refused.
    expect(() => verify(token, () => ({ ...stranger.current, kid: ring.current.kid }))).toThrow('unable to parse or verify signature');
    expect(() => verify(token, () => undefined)).toThrow('unable to parse or verify signature');
    expect(() => verify(token, find, 2000)).toThrow('expired');
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => verify(altered)).toThrow('unable to parse or verify signature');
    // Bounded: the oldest verified token leaves first and is checked again when it comes back.
    checks = 0;
    verify(signJwt({ ...claims, sub: 'u2' }, ring.current));
    verify(signJwt({ ...claims, sub: 'u3' }, ring.current));
    verify(token);
    expect(checks).toBe(3);
  });

  it('refuses wrong keys, alg none, other audiences, issuers and expired tokens', () => {
    const ring = SigningKeyRing.load({ dataDir: dir });
    const stranger = SigningKeyRing.load({ dataDir: join(dir, 'other') });
    const find = (kid: string) => ring.find(kid);
    const forged = signJwt(claims, { ...stranger.current, kid: ring.current.kid });
    expect(() => verifyJwt(forged, find, expectations)).toThrow('unable to parse or verify signature');
    const none = `${b64({ alg: 'none', typ: 'JWT', kid: ring.current.kid })}.${b64(claims)}.`;
    expect(() => verifyJwt(none, find, expectations)).toThrow('signing method not allowed');
    expect(() => verifyJwt(signJwt({ ...claims, aud: 'other' }, ring.current), find, expectations)).toThrow('wrong audience');
    expect(() => verifyJwt(signJwt({ ...claims, iss: 'evil' }, ring.current), find, expectations)).toThrow('wrong issuer');
    expect(() => verifyJwt(signJwt({ ...claims, exp: 1000 }, ring.current), find, expectations)).toThrow('expired');
    expect(() => verifyJwt('garbage', find, expectations)).toThrow('unable to parse');
  });

  it.each([
    ['a JSON null header', `${Buffer.from('null').toString('base64url')}.${b64(claims)}.c2ln`],
    ['a JSON array header', `${b64(['ES256'])}.${b64(claims)}.c2ln`],
    ['a non-JSON header', `${Buffer.from('{alg').toString('base64url')}.${b64(claims)}.c2ln`],
    ['a header that is not base64url', `%%%.${b64(claims)}.c2ln`],
    ['a non-string kid', `${b64({ alg: 'ES256', kid: { toString: 1 } })}.${b64(claims)}.c2ln`],
    ['a missing part', `${b64({ alg: 'ES256' })}.${b64(claims)}`],
    ['a 10 KB token', `${b64({ alg: 'ES256' })}.${'A'.repeat(10_000)}.c2ln`],
  ])('refuses %s with InvalidJwtError (never a TypeError)', (_label, token) => {
    const ring = SigningKeyRing.load({ dataDir: dir });
    expect(() => verifyJwt(token, (kid) => ring.find(kid), expectations)).toThrow(InvalidJwtError);
  });
});
