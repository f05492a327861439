import { sha256Hex } from '../../crypto/secrets';
import { confirmedUser, lastCode } from '../../testing/auth-flows';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app';

const pause = () => new Promise((resolve) => setTimeout(resolve, 1100));
const other = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** Brute force of the six-digit mailed codes from many IPs, and mail floods per address. */
describe('six-digit e-mail codes under brute force', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await createIdentityTestApp({
      codeFailuresPerAddress: { freeFailures: 8, windowSeconds: 900, baseDelaySeconds: 60, maxDelaySeconds: 900 },
    });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url, payload, remoteAddress });
  const verifyCode = (type: string, email: string, token: string, ip: string) => post('/auth/v1/verify', { type, email, token }, ip);

  it.each([
    ['recovery', '/auth/v1/recover'],
    ['magiclink', '/auth/v1/otp'],
  ])('voids a %s code after 5 wrong tries from 5 IPs: even the right code fails afterwards', async (type, url) => {
    const email = `guess-${type}@example.com`;
    await confirmedUser(app, email);
    await post(url, { email });
    const code = await lastCode(app, email);
    for (let i = 0; i < 5; i++) expect((await verifyCode(type, email, other(code, i), `10.0.0.${i + 1}`)).json().error_code).toBe('otp_expired');
    expect((await verifyCode(type, email, code, '10.0.1.1')).json()).toMatchObject({ code: 403, error_code: 'otp_expired' });
  });

  it('limits wrong codes per address across codes and IPs', async () => {
    const email = 'many-codes@example.com';
    await confirmedUser(app, email);
    await post('/auth/v1/recover', { email });
    let code = await lastCode(app, email);
    for (let i = 0; i < 4; i++) await verifyCode('recovery', email, other(code, i), `10.1.0.${i + 1}`);
    await pause();
    await post('/auth/v1/recover', { email });
    code = await lastCode(app, email);
    for (let i = 0; i < 4; i++) await verifyCode('recovery', email, other(code, i), `10.1.1.${i + 1}`);
    // Eight wrong codes for the address: the fresh code's right value waits out the cooldown.
    expect((await verifyCode('recovery', email, code, '10.1.2.1')).json().error_code).toBe('otp_expired');
  });

  it('keeps recovery and magic-link codes for at most 15 minutes', async () => {
    await confirmedUser(app, 'ttl@example.com');
    await post('/auth/v1/recover', { email: 'ttl@example.com' });
    await post('/auth/v1/otp', { email: 'ttl@example.com' });
    for (const kind of ['recovery', 'magiclink'] as const) {
      const record = await app.store.oneTimeTokens.consume(kind, { codeHash: sha256Hex(`ttl@example.com:${await codeOf(kind)}`) });
      expect(record).not.toBeNull();
      expect(Date.parse(record?.expiresAt ?? '') - Date.parse(record?.createdAt ?? '')).toBeLessThanOrEqual(15 * 60 * 1000);
    }
    async function codeOf(kind: 'recovery' | 'magiclink') {
      const mail = (await app.mailsTo('ttl@example.com'))
        .filter((m) => m.subject === (kind === 'recovery' ? 'Reset your password' : 'Your sign-in link'))
        .at(-1);
      return /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    }
  });

  it('rate-limits /recover and /otp per address across IPs, answering unknown addresses the same', async () => {
    const limited = await createIdentityTestApp({ mailsPerAddress: { limit: 2, windowSeconds: 3600 } });
    try {
      await confirmedUser(limited, 'flooded@example.com');
      const sequence = async ([url, email]: [string, string]) => {
        const answers = [];
        for (let i = 0; i < 3; i++) {
          if (i > 0) await pause();
          answers.push((await limited.inject({ method: 'POST', url, payload: { email }, remoteAddress: `10.2.${i}.1` })).statusCode);
        }
        return answers;
      };
      const runs = await Promise.all(
        (
          [
            ['/auth/v1/recover', 'flooded@example.com'],
            ['/auth/v1/otp', 'flooded@example.com'],
            ['/auth/v1/recover', 'nobody-here@example.com'],
          ] as [string, string][]
        ).map(sequence),
      );
      expect(runs).toEqual([
        [200, 200, 429],
        [200, 200, 429],
        [200, 200, 429],
      ]);
    } finally {
      await limited.close();
    }
  }, 15_000);
});
