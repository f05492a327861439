import { randomBytes } from 'node:crypto';
import { SealedSecrets, SecretsKeyMismatchError } from './sealed-secrets';
import type { ServerSecretStore } from './server-secret-store.port';

/** Two store instances stand for two API instances on the same shared store; `raw` reads what is stored. */
interface SecretStorePair {
  a: ServerSecretStore;
  b: ServerSecretStore;
  close(): Promise<void>;
}

export function serverSecretsContract(name: string, open: () => Promise<SecretStorePair>): void {
  describe(`${name} shared secret store`, () => {
    const key = randomBytes(32);
    let pair: SecretStorePair;
    beforeEach(async () => {
      pair = await open();
    });
    afterEach(() => pair.close());

    it('stores values sealed: the plain value is nowhere in what the store holds', async () => {
      await new SealedSecrets(pair.a, key).readOrCreate('webhook-secret', () => 'plain-webhook-secret');
      const stored = await pair.b.read('webhook-secret');
      expect(stored?.value).not.toContain('plain-webhook-secret');
      expect(await new SealedSecrets(pair.b, key).read('webhook-secret')).toEqual({ value: 'plain-webhook-secret', version: 1 });
    });

    it('first starts of two instances at once agree on one value', async () => {
      const [a, b] = await Promise.all([
        new SealedSecrets(pair.a, key).readOrCreate('auth-secret-key', () => 'from-a'),
        new SealedSecrets(pair.b, key).readOrCreate('auth-secret-key', () => 'from-b'),
      ]);
      expect(a.value).toBe(b.value);
    });

    it('concurrent updates from two instances both land on one consistent value', async () => {
      const [a, b] = [new SealedSecrets(pair.a, key), new SealedSecrets(pair.b, key)];
      await a.readOrCreate('ring', () => JSON.stringify([]));
      const add = (secrets: SealedSecrets, item: string) =>
        secrets.update('ring', (current) => JSON.stringify([item, ...(JSON.parse(current ?? '[]') as string[])]));
      await Promise.all([add(a, 'a1'), add(b, 'b1'), add(a, 'a2'), add(b, 'b2')]);
      const ring = JSON.parse((await b.read('ring'))?.value ?? '[]') as string[];
      expect([...ring].sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
    });

    it('refuses to open values sealed under another master key, naming the setting', async () => {
      await new SealedSecrets(pair.a, key).readOrCreate('jwt-signing-keys', () => 'keys');
      await expect(new SealedSecrets(pair.b, randomBytes(32)).read('jwt-signing-keys')).rejects.toThrow(SecretsKeyMismatchError);
    });
  });
}
