import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeOperationalStoreContract } from '../operational-store.contract';
import { databaseInUrl, MongoOperationalStore } from './mongo-operational-store';

describe('MongoOperationalStore database name', () => {
  it('reads the database from the connection string path and refuses to start without one (never the driver default test)', async () => {
    expect(databaseInUrl('mongodb://h1:27017,h2:27017/receptionist?replicaSet=rs0')).toBe('receptionist');
    expect(databaseInUrl('mongodb+srv://u:p@cluster.example.net/auth_prod')).toBe('auth_prod');
    expect(databaseInUrl('mongodb://h1:27017/?replicaSet=rs0')).toBeNull();
    expect(databaseInUrl('mongodb://h1:27017')).toBeNull();
    await expect(MongoOperationalStore.connect({ url: 'mongodb://127.0.0.1:1' })).rejects.toThrow(/database name missing/);
  });
});

const url = process.env['MONGODB_URL'];

if (url) {
  describe('MongoOperationalStore', () => {
    const opened: MongoOperationalStore[] = [];
    describeOperationalStoreContract(
      async () => {
        const store = await MongoOperationalStore.connect({ url, dbName: `auth_contract_${randomUUID().slice(0, 8)}` });
        opened.push(store);
        return store;
      },
      async (store) => MongoOperationalStore.connect({ url, dbName: (store as MongoOperationalStore).dbName }),
    );
    afterAll(async () => {
      const client = await new MongoClient(url).connect();
      for (const store of opened) await client.db(store.dbName).dropDatabase();
      await client.close();
    });
  });
} else {
  process.stdout.write('MongoDB operational-store contract skipped: MONGODB_URL is not set\n');
  describe.skip('MongoDB operational-store contract skipped: MONGODB_URL is not set', () => {
    it('runs the operational-store contract against MongoDB', () => undefined);
  });
}
