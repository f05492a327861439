import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from a name: the first 128 bits of SHA-256(`name`) with the version nibble set to
 * `version` and the variant nibble to `a`. The same name always gives the same id, so retries and races address the
 * same stream. `version` is part of ids already stored: clients use 5, demo requests 8 — never change either.
 */
export function uuidFromHash(name: string, version: '5' | '8'): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
