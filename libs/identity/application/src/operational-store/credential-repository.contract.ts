import { randomUUID } from 'node:crypto';
import type { OperationalStore } from './operational-store.port';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

/** Part of the OperationalStore contract: password hashes and pending sign-ups. `store()` is the fresh store of the test. */
export function describeCredentialRepositoryContract(store: () => OperationalStore): void {
  it('keeps one password hash per user: set, replace, set only when absent, delete', async () => {
    const [ada, bob] = [randomUUID(), randomUUID()];
    const credentials = store().credentials;
    expect(await credentials.getPasswordHash(ada)).toBeNull();
    await credentials.setPasswordHash(ada, '$argon2id$first', at(1));
    await credentials.setPasswordHash(ada, '$argon2id$second', at(2));
    expect(await credentials.getPasswordHash(ada)).toBe('$argon2id$second');
    expect(await credentials.setPasswordHashIfAbsent(ada, '$argon2id$old', at(3))).toBe(false);
    expect(await credentials.getPasswordHash(ada)).toBe('$argon2id$second');
    expect(await credentials.setPasswordHashIfAbsent(bob, '$argon2id$old', at(3))).toBe(true);
    expect(await credentials.getPasswordHash(bob)).toBe('$argon2id$old');
    await credentials.deletePasswordHash(ada);
    expect(await credentials.getPasswordHash(ada)).toBeNull();
    expect(await credentials.getPasswordHash(bob)).toBe('$argon2id$old');
  });

  it('keeps the newest pending sign-up of a user and hands it out once', async () => {
    const userId = randomUUID();
    const credentials = store().credentials;
    await credentials.putPendingSignUp({ userId, passwordHash: '$argon2id$a', fullName: 'Mallory', createdAt: at(1) });
    await credentials.putPendingSignUp({ userId, passwordHash: '$argon2id$b', fullName: 'Victoria', createdAt: at(2) });
    const taken = await Promise.all([credentials.takePendingSignUp(userId), credentials.takePendingSignUp(userId)]);
    expect(taken.filter(Boolean)).toEqual([{ userId, passwordHash: '$argon2id$b', fullName: 'Victoria', createdAt: at(2) }]);
    expect(await credentials.takePendingSignUp(randomUUID())).toBeNull();
  });
}
