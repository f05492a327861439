import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Makes the dummy hash ahead of the first sign-in (at start-up): otherwise the first unknown address after a start
 * would also pay for hashing it, and take twice as long as a known one.
 */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword(randomToken());
  await dummyHash;
}

/**
 * Checks a password against a stored hash; without a stored hash it verifies against a dummy hash so that unknown
 * and known accounts take the same time, then answers false.
 */
export async function verifyPassword(password: string, storedHash: string | null): Promise<boolean> {
  dummyHash ??= hashPassword(randomToken());
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash !== null && matches;
}
