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

  it('keeps several pending sign-ups of a user, only the newest few, and hands one out once, voiding the others', async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const credentials = store().credentials;
    const signUp = (id: string, second: number) => ({ id, userId, passwordHash: `$argon2id$${id}`, fullName: `Name ${id}`, createdAt: at(second) });
    expect(await credentials.addPendingSignUp(signUp('a', 1), 3)).toEqual(['a']);
    expect(await credentials.addPendingSignUp(signUp('b', 2), 3)).toEqual(['a', 'b']);
    await credentials.addPendingSignUp({ ...signUp('x', 2), userId: other }, 3);
    expect(await credentials.addPendingSignUp(signUp('c', 3), 3)).toEqual(['a', 'b', 'c']);
    expect(await credentials.addPendingSignUp(signUp('d', 4), 3)).toEqual(['b', 'c', 'd']);
    expect(await credentials.newestPendingSignUp(userId)).toEqual(signUp('d', 4));

    expect(await credentials.takePendingSignUp(userId, 'a')).toBeNull();
    const taken = await Promise.all([credentials.takePendingSignUp(userId, 'b'), credentials.takePendingSignUp(userId, 'c')]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await credentials.takePendingSignUp(userId, 'd')).toBeNull();
    expect(await credentials.newestPendingSignUp(userId)).toBeNull();
    expect(await credentials.takePendingSignUp(other, 'x')).toMatchObject({ fullName: 'Name x' });
  });

  it('drops every pending sign-up of a user', async () => {
    const userId = randomUUID();
    const credentials = store().credentials;
    await credentials.addPendingSignUp({ id: 'a', userId, passwordHash: '$argon2id$a', fullName: 'A', createdAt: at(1) }, 5);
    expect(await credentials.dropPendingSignUps(userId)).toBe(true);
    expect(await credentials.dropPendingSignUps(userId)).toBe(false);
    expect(await credentials.takePendingSignUp(userId, 'a')).toBeNull();
  });
}
