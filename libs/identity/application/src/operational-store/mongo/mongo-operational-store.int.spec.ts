import { randomUUID } from 'node:crypto';
import { describeOperationalStoreContract } from '../operational-store.contract';
import { MongoOperationalStore } from './mongo-operational-store';

const url = process.env['MONGODB_URL'];

if (url) {
  describe('MongoOperationalStore', () => {
    describeOperationalStoreContract(() => MongoOperationalStore.connect({ url, dbName: `auth_contract_${randomUUID().slice(0, 8)}` }));
  });
} else {
  process.stdout.write('MongoDB operational-store contract skipped: MONGODB_URL is not set\n');
  describe.skip('MongoDB operational-store contract skipped: MONGODB_URL is not set', () => {
    it('runs the operational-store contract against MongoDB', () => undefined);
  });
}
