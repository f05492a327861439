import { describeEventStoreContract } from '../event-store.contract';
import { KurrentDbEventStore } from './kurrentdb-event-store';

const connectionString = process.env['KURRENTDB_URL'];

if (connectionString) {
  describeEventStoreContract('KurrentDB', async () => new KurrentDbEventStore({ connectionString }));
} else {
  console.log('KurrentDB contract skipped: KURRENTDB_URL is not set');
  describe.skip('KurrentDB contract skipped: KURRENTDB_URL is not set', () => {
    it('runs the EventStore contract against KurrentDB', () => undefined);
  });
}
