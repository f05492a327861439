// An API instance in its own process, for the cross-process test of the SQLite operational store: it issues and
// uses one-time tokens, pending sign-ups and sessions as fast as it can on a shared auth.db.
// Arguments: <file> <instance> <rounds>. Prints `ok <rounds>` when every operation succeeded.
import { randomUUID } from 'node:crypto';
import { SqliteOperationalStore } from '../sqlite/sqlite-operational-store';

async function main(): Promise<void> {
  const [file, instance, roundsArgument] = process.argv.slice(2);
  const rounds = Number(roundsArgument);
  const store = new SqliteOperationalStore({ file });
  const now = new Date().toISOString();
  for (let round = 0; round < rounds; round++) {
    const userId = `${instance}-${round}`;
    const token = {
      id: randomUUID(),
      userId,
      kind: 'recovery' as const,
      email: `${userId}@example.com`,
      tokenHash: randomUUID(),
      codeHash: randomUUID(),
      createdAt: now,
      expiresAt: now,
    };
    await store.oneTimeTokens.put(token);
    if ((await store.oneTimeTokens.consume('recovery', { tokenHash: token.tokenHash }))?.id !== token.id)
      throw new Error(`token of ${userId} not consumed`);
    await store.credentials.addPendingSignUp({ id: 'a', userId, passwordHash: '$argon2id$x', fullName: 'X', createdAt: now }, 3);
    if (!(await store.credentials.takePendingSignUp(userId, 'a'))) throw new Error(`sign-up of ${userId} not taken`);
    const sessionId = randomUUID();
    await store.sessions.create({
      id: sessionId,
      userId,
      aal: 'aal1',
      factorId: null,
      amr: [],
      createdAt: now,
      refreshedAt: now,
      userAgent: null,
      ip: null,
      revokedAt: null,
    });
    await store.sessions.update(sessionId, { refreshedAt: new Date().toISOString() });
  }
  await store.close();
  process.stdout.write(`ok ${rounds}\n`);
}

main().catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
