import { createSecretKey, randomBytes } from 'node:crypto';
import { seal, unseal } from './sealed-value';

describe('seal', () => {
  const key = createSecretKey(randomBytes(32));

  it('gives every entry its own IV across many pool refills, and each entry opens to its values', () => {
    const entries = Array.from({ length: 2000 }, (_, index) => seal([`caller ${index}`], `call-${index}`, ['callerNumber'], key));
    const ivs = entries.map((entry) => Buffer.from(entry.c, 'base64url').subarray(0, 12).toString('hex'));
    expect(new Set(ivs).size).toBe(entries.length);
    expect(entries.map((entry) => unseal(entry, key)?.[0])).toEqual(entries.map((_, index) => `caller ${index}`));
  });

  it('does not open an entry moved to another subject', () => {
    const entry = seal(['ada@example.com'], 'user-1', ['email'], key);
    expect(unseal({ ...entry, s: 'user-2' }, key)).toBeNull();
  });
});
