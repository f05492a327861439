import { randomUUID } from 'node:crypto';
import { describeCredentialRepositoryContract } from './credential-repository.contract';
import type { OneTimeTokenRecord, OperationalStore, SessionRecord } from './operational-store.port';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

const session = (userId: string, overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  id: randomUUID(),
  userId,
  aal: 'aal1',
  factorId: null,
  amr: [{ method: 'password', timestamp: 1 }],
  createdAt: at(0),
  refreshedAt: at(0),
  userAgent: 'jest',
  ip: '127.0.0.1',
  revokedAt: null,
  ...overrides,
});

const oneTimeToken = (userId: string, overrides: Partial<OneTimeTokenRecord> = {}): OneTimeTokenRecord => ({
  id: randomUUID(),
  userId,
  kind: 'recovery',
  email: 'ada@example.com',
  tokenHash: randomUUID(),
  codeHash: randomUUID(),
  createdAt: at(0),
  expiresAt: at(60),
  ...overrides,
});

/**
 * The behaviour every OperationalStore adapter must show. `open` returns a fresh, empty store; `openTwin` opens a
 * second instance on the same database as `store` (what another API process does).
 */
export function describeOperationalStoreContract(
  open: () => Promise<OperationalStore>,
  openTwin: (store: OperationalStore) => Promise<OperationalStore>,
): void {
  let store: OperationalStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());
  describeCredentialRepositoryContract(() => store);

  it('creates, updates, lists and revokes sessions', async () => {
    const userId = randomUUID();
    const [a, b, c] = [session(userId), session(userId), session(userId)];
    for (const s of [a, b, c]) await store.sessions.create(s);
    await store.sessions.update(a.id, { aal: 'aal2', factorId: 'f1', refreshedAt: at(5) });
    expect(await store.sessions.get(a.id)).toMatchObject({ aal: 'aal2', factorId: 'f1', refreshedAt: at(5), userAgent: 'jest' });
    expect(await store.sessions.revoke(b.id, at(6))).toBe(true);
    expect(await store.sessions.revoke(b.id, at(7))).toBe(false);
    expect((await store.sessions.get(b.id))?.revokedAt).toBe(at(6));
    expect((await store.sessions.listLive(userId)).map((s) => s.id)).toEqual([a.id, c.id]);
    expect(await store.sessions.revokeAllOf(userId, at(8), a.id)).toBe(1);
    expect((await store.sessions.listLive(userId)).map((s) => s.id)).toEqual([a.id]);
    expect(await store.sessions.revokeAllOf(userId, at(9))).toBe(1);
    expect(await store.sessions.listLive(userId)).toEqual([]);
    expect(await store.sessions.get('missing')).toBeNull();
  });

  it('rotates a refresh token exactly once', async () => {
    const token = { tokenHash: randomUUID(), sessionId: 's1', userId: 'u1', createdAt: at(0), rotatedAt: null };
    await store.refreshTokens.insert(token);
    const results = await Promise.all([
      store.refreshTokens.markRotated(token.tokenHash, at(1)),
      store.refreshTokens.markRotated(token.tokenHash, at(2)),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect((await store.refreshTokens.get(token.tokenHash))?.rotatedAt).toBe(at(1));
    expect(await store.refreshTokens.get('missing')).toBeNull();
  });

  it('keeps one one-time token per user and kind, consumed once by link hash or code hash', async () => {
    const userId = randomUUID();
    const first = oneTimeToken(userId);
    const second = oneTimeToken(userId, { createdAt: at(10) });
    await store.oneTimeTokens.put(first);
    await store.oneTimeTokens.put(second);
    expect(await store.oneTimeTokens.lastSentAt(userId, 'recovery')).toBe(at(10));
    expect(await store.oneTimeTokens.consume('recovery', { tokenHash: first.tokenHash })).toBeNull();
    expect(await store.oneTimeTokens.consume('magiclink', { tokenHash: second.tokenHash })).toBeNull();
    expect(await store.oneTimeTokens.consume('recovery', { codeHash: second.codeHash })).toEqual(second);
    expect(await store.oneTimeTokens.consume('recovery', { tokenHash: second.tokenHash })).toBeNull();
    expect(await store.oneTimeTokens.lastSentAt(userId, 'recovery')).toBeNull();
  });

  it('keeps one sign-up confirmation per pending sign-up, and voids all or all but some of a user', async () => {
    const userId = randomUUID();
    const confirmation = (signUpId: string | undefined, second: number) =>
      oneTimeToken(userId, { kind: 'confirmation', createdAt: at(second), ...(signUpId ? { signUpId } : {}) });
    const [legacy, a, b, c] = [confirmation(undefined, 1), confirmation('a', 2), confirmation('b', 3), confirmation('c', 4)];
    const aAgain = confirmation('a', 5);
    for (const token of [legacy, a, b, c, aAgain]) await store.oneTimeTokens.put(token);
    expect(await store.oneTimeTokens.lastSentAt(userId, 'confirmation')).toBe(at(5));
    expect(await store.oneTimeTokens.consume('confirmation', { tokenHash: a.tokenHash })).toBeNull();

    await store.oneTimeTokens.deleteOf(userId, 'confirmation', ['b', 'a']);
    expect(await store.oneTimeTokens.consume('confirmation', { tokenHash: legacy.tokenHash })).toBeNull();
    expect(await store.oneTimeTokens.consume('confirmation', { tokenHash: c.tokenHash })).toBeNull();
    expect(await store.oneTimeTokens.consume('confirmation', { codeHash: b.codeHash })).toMatchObject({ id: b.id, signUpId: 'b' });

    await store.oneTimeTokens.deleteOf(userId, 'confirmation');
    expect(await store.oneTimeTokens.consume('confirmation', { tokenHash: aAgain.tokenHash })).toBeNull();
    expect(await store.oneTimeTokens.lastSentAt(userId, 'confirmation')).toBeNull();
  });

  it('voids a one-time token after the maximum of wrong codes for its address and kind', async () => {
    const userId = randomUUID();
    const token = oneTimeToken(userId, { email: 'guess@example.com' });
    const other = oneTimeToken(randomUUID(), { email: 'other@example.com' });
    await store.oneTimeTokens.put(token);
    await store.oneTimeTokens.put(other);
    for (let i = 0; i < 4; i++) await store.oneTimeTokens.recordFailedCode('recovery', 'guess@example.com', 5);
    await store.oneTimeTokens.recordFailedCode('magiclink', 'guess@example.com', 5);
    expect(await store.oneTimeTokens.lastSentAt(userId, 'recovery')).toBe(at(0));
    await store.oneTimeTokens.recordFailedCode('recovery', 'guess@example.com', 5);
    expect(await store.oneTimeTokens.consume('recovery', { codeHash: token.codeHash })).toBeNull();
    expect(await store.oneTimeTokens.consume('recovery', { codeHash: other.codeHash })).toMatchObject({ id: other.id });
  });

  it('cancels a one-time token once by its stop-link hash', async () => {
    const token = oneTimeToken(randomUUID(), { kind: 'email_change', cancelTokenHash: 'stop-hash' });
    await store.oneTimeTokens.put(token);
    expect(await store.oneTimeTokens.cancel('recovery', 'stop-hash')).toBeNull();
    expect(await store.oneTimeTokens.cancel('email_change', 'stop-hash')).toMatchObject({ id: token.id });
    expect(await store.oneTimeTokens.cancel('email_change', 'stop-hash')).toBeNull();
    expect(await store.oneTimeTokens.consume('email_change', { tokenHash: token.tokenHash })).toBeNull();
  });

  it('blocks a rate-limit key until a time, never shortening a block', async () => {
    const key = `block:${randomUUID()}`;
    expect(await store.rateLimits.blockedUntil(key, 1_000)).toBeNull();
    await store.rateLimits.block(key, 5_000);
    await store.rateLimits.block(key, 3_000);
    expect(await store.rateLimits.blockedUntil(key, 1_000)).toBe(5_000);
    expect(await store.rateLimits.blockedUntil(key, 5_000)).toBeNull();
  });

  it('counts rate-limit hits per key and fixed window', async () => {
    const key = `ip:${randomUUID()}`;
    expect(await store.rateLimits.hit(key, 60_000, 120_000)).toBe(1);
    expect(await store.rateLimits.hit(key, 60_000, 150_000)).toBe(2);
    expect(await store.rateLimits.count(key, 60_000, 179_999)).toBe(2);
    expect(await store.rateLimits.count(`${key}-other`, 60_000, 150_000)).toBe(0);
    expect(await store.rateLimits.hit(key, 60_000, 180_000)).toBe(1);
  });

  it('keeps the previous window readable while the next one counts (sliding-window limits weigh it in)', async () => {
    const key = `ip:${randomUUID()}`;
    await store.rateLimits.hit(key, 60_000, 1_800_000_000_000);
    await store.rateLimits.hit(key, 60_000, 1_800_000_000_001);
    expect(await store.rateLimits.hit(key, 60_000, 1_800_000_060_000)).toBe(1);
    expect(await store.rateLimits.count(key, 60_000, 1_800_000_000_000)).toBe(2);
  });

  it('stores sealed MFA secrets, verifies a challenge once and accepts a TOTP step once', async () => {
    const factorId = randomUUID();
    await store.mfa.putSecret(factorId, 'u1', 'sealed');
    expect(await store.mfa.getSecret(factorId)).toBe('sealed');
    await store.mfa.deleteSecret(factorId);
    expect(await store.mfa.getSecret(factorId)).toBeNull();

    const challenge = { id: randomUUID(), factorId, userId: 'u1', createdAt: at(0), expiresAt: at(300), verifiedAt: null };
    await store.mfa.createChallenge(challenge);
    expect(await store.mfa.getChallenge(challenge.id)).toEqual(challenge);
    expect(await store.mfa.markChallengeVerified(challenge.id, at(1))).toBe(true);
    expect(await store.mfa.markChallengeVerified(challenge.id, at(2))).toBe(false);

    expect(await store.mfa.rememberUsedCode(factorId, 42)).toBe(true);
    expect(await store.mfa.rememberUsedCode(factorId, 42)).toBe(false);
    expect(await store.mfa.rememberUsedCode(factorId, 43)).toBe(true);
  });

  it('lists outbox messages newest last', async () => {
    const before = (await store.outbox.list()).length;
    const message = (subject: string, second: number) => ({
      id: randomUUID(),
      to: 'ada@example.com',
      subject,
      text: 'hello',
      html: '<p>hello</p>',
      link: 'http://localhost/x',
      createdAt: at(second),
    });
    await store.outbox.add(message('first', 1));
    await store.outbox.add(message('second', 2));
    expect((await store.outbox.list()).slice(before).map((m) => m.subject)).toEqual(['first', 'second']);
  });

  it('lists sessions created in the same millisecond in the order they were created, across store instances', async () => {
    const userId = randomUUID();
    const twin = await openTwin(store);
    try {
      const created: string[] = [];
      for (let index = 0; index < 30; index++) {
        // Same createdAt for all, and ids that sort in another order than creation: only the creation order is left.
        const record = session(userId, { id: `${String(99 - index).padStart(2, '0')}-${randomUUID()}`, createdAt: at(1), refreshedAt: at(1) });
        await (index % 2 === 0 ? store : twin).sessions.create(record);
        created.push(record.id);
      }
      expect((await store.sessions.listLive(userId)).map((s) => s.id)).toEqual(created);
      expect((await twin.sessions.listLive(userId)).map((s) => s.id)).toEqual(created);
    } finally {
      await twin.close();
    }
  });

  it('keeps one outbox message per id: a mail sent again after a crash is not added twice', async () => {
    const before = (await store.outbox.list()).length;
    const id = randomUUID();
    const mail = (subject: string) => ({ id, to: 'ada@example.com', subject, text: 't', html: '<p>t</p>', link: null, createdAt: at(5) });
    await store.outbox.add(mail('first'));
    await store.outbox.add(mail('again'));
    expect((await store.outbox.list()).slice(before).map((m) => m.subject)).toEqual(['first']);
  });

  it('lists outbox messages added in the same millisecond in the order they were added', async () => {
    const before = (await store.outbox.list()).length;
    const subjects = Array.from({ length: 20 }, (_, index) => `message ${index}`);
    for (const subject of subjects) {
      await store.outbox.add({ id: randomUUID(), to: 'ada@example.com', subject, text: 't', html: '<p>t</p>', link: null, createdAt: at(3) });
    }
    expect((await store.outbox.list()).slice(before).map((m) => m.subject)).toEqual(subjects);
  });

  it('deletes the outbox messages to one address, whatever its case, and keeps the others', async () => {
    const address = `${randomUUID()}@example.com`;
    const mail = (to: string) => ({ id: randomUUID(), to, subject: 's', text: 't', html: '<p>t</p>', link: null, createdAt: at(4) });
    await store.outbox.add(mail(address));
    await store.outbox.add(mail(address.toUpperCase()));
    await store.outbox.add(mail('kept@example.com'));
    await store.outbox.deleteTo(address);
    const left = (await store.outbox.list()).map((message) => message.to.toLowerCase());
    expect(left).not.toContain(address);
    expect(left).toContain('kept@example.com');
  });

  it('keeps one key per subject, the same for every instance, until it is erased', async () => {
    const subject = `user-${randomUUID()}`;
    const twin = await openTwin(store);
    try {
      expect(await store.subjectKeys.find(subject)).toBeNull();
      const keyOf = async (keys: typeof store.subjectKeys) => (await keys.keysFor([subject])).get(subject) as Buffer;
      const [first, second] = await Promise.all([keyOf(store.subjectKeys), keyOf(twin.subjectKeys)]);
      expect(first).toHaveLength(32);
      expect(second.equals(first)).toBe(true);
      expect((await twin.subjectKeys.find(subject))?.equals(first)).toBe(true);
      await twin.subjectKeys.erase([subject]);
      expect(await store.subjectKeys.find(subject)).toBeNull();
      await expect(store.subjectKeys.erase([subject])).resolves.toBeUndefined();
    } finally {
      await twin.close();
    }
  });

  it('creates the keys of many subjects at once, keeps those that exist, and gives two instances the same keys', async () => {
    const subjects = Array.from({ length: 50 }, () => `demo-request-${randomUUID()}`);
    const existing = (await store.subjectKeys.keysFor([subjects[0]])).get(subjects[0]) as Buffer;
    const twin = await openTwin(store);
    try {
      const [mine, theirs] = await Promise.all([
        store.subjectKeys.keysFor([...subjects, subjects[1]]),
        twin.subjectKeys.keysFor(subjects.slice(0, 30).reverse()),
      ]);
      expect([...mine.keys()].sort()).toEqual([...subjects].sort());
      expect(mine.get(subjects[0])?.equals(existing)).toBe(true);
      for (const [subject, key] of theirs) expect(key.equals(mine.get(subject) as Buffer)).toBe(true);
      for (const subject of subjects) expect((await twin.subjectKeys.find(subject))?.equals(mine.get(subject) as Buffer)).toBe(true);
      expect(new Set([...mine.values()].map((key) => key.toString('hex'))).size).toBe(50);
    } finally {
      await twin.close();
    }
  });
}
