import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A personal value as stored in an event: `pii:v1:<subject>:<base64url(iv ‖ tag ‖ ciphertext)>` (AES-256-GCM). */
const PREFIX = 'pii:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** Encrypts `value` for `subject`; the subject is authenticated too, so a sealed value cannot be moved to another. */
export function seal(value: string, subject: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${subject}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The subject a sealed value belongs to. */
export function sealedSubject(sealed: string): string {
  return sealed.slice(PREFIX.length, sealed.lastIndexOf(':'));
}

/** The plain value, or null when the key does not open it (another key, or a tampered value). */
export function unseal(sealed: string, key: Buffer): string | null {
  const subject = sealedSubject(sealed);
  const raw = Buffer.from(sealed.slice(sealed.lastIndexOf(':') + 1), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subject, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
