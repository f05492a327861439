import { randomUUID } from 'node:crypto';
import { describeOperationalStoreContract } from '../operational-store.contract';
import { MongoOperationalStore } from './mongo-operational-store';

const url = process.env['MONGODB_URL'];

if (url) {
  describe('MongoOperationalStore', () => {
    describeOperationalStoreContract(() => MongoOperationalStore.connect({ url, dbName: `auth_contract_${randomUUID().slice(0, 8)}` }));
  });
} else {
  describe('MongoOperationalStore', () => {
    it.skip('skipped: MONGODB_URL is not set, no MongoDB server to test against', () => undefined);
  });
}
