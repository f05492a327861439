import { describeEventStoreContract } from '../event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';
import { PRODUCT_STREAM_PREFIXES } from './kurrentdb-scope';

const connectionString = process.env['KURRENTDB_URL'];

if (connectionString) {
  // The contract writes to `contract<uuid>-…` streams: add that prefix to the product's scope for the test.
  const streamPrefixes = [...PRODUCT_STREAM_PREFIXES, 'contract'];
  describeEventStoreContract('KurrentDB', async () => new KurrentDbEventStore({ connectionString, streamPrefixes }));
} else {
  // Written straight to stdout: jest swallows console output of suites that only skip.
  process.stdout.write('KurrentDB contract skipped: KURRENTDB_URL is not set\n');
  describe.skip('KurrentDB contract skipped: KURRENTDB_URL is not set', () => {
    it('runs the EventStore contract against KurrentDB', () => undefined);
  });
}
