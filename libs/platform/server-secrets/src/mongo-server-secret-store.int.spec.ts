import { serverSecretsContract } from './server-secrets.contract';
import { MongoServerSecretStore } from './mongo-server-secret-store';

const url = process.env['MONGODB_URL'];

if (!url) {
  it.skip('MongoDB shared secret store contract: set MONGODB_URL to run it', () => undefined);
} else {
  serverSecretsContract('MongoDB', async () => {
    const database = `server_secrets_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const [a, b] = await Promise.all([MongoServerSecretStore.connect({ url, database }), MongoServerSecretStore.connect({ url, database })]);
    return {
      a,
      b,
      close: async () => {
        await a.dropDatabase();
        await Promise.all([a.close(), b.close()]);
      },
    };
  });
}
