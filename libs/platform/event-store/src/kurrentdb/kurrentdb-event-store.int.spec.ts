import { describeEventStoreContract } from '../event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

const connectionString = process.env['KURRENTDB_URL'];

if (connectionString) {
  describeEventStoreContract('KurrentDB', async () => new KurrentDbEventStore({ connectionString }));
} else {
  // Written straight to stdout: jest swallows console output of suites that only skip.
  process.stdout.write('KurrentDB contract skipped: KURRENTDB_URL is not set\n');
  describe.skip('KurrentDB contract skipped: KURRENTDB_URL is not set', () => {
    it('runs the EventStore contract against KurrentDB', () => undefined);
  });
}
