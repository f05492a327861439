import { MongoClient } from 'mongodb';
import { liveBusContract } from './live-bus.contract';
import { MongoLiveBus } from './mongo-live-bus';

const url = process.env['MONGODB_URL'];

if (!url) {
  it.skip('MongoDB live bus contract: set MONGODB_URL (a replica set) to run it', () => undefined);
} else {
  liveBusContract('MongoDB', async () => {
    const database = `live_bus_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const [clientA, clientB] = [new MongoClient(url), new MongoClient(url)];
    await Promise.all([clientA.connect(), clientB.connect()]);
    const a = new MongoLiveBus({ db: clientA.db(database) });
    const b = new MongoLiveBus({ db: clientB.db(database) });
    return {
      a,
      b,
      close: async () => {
        await Promise.all([a.close(), b.close()]);
        await clientA.db(database).dropDatabase();
        await Promise.all([clientA.close(), clientB.close()]);
      },
    };
  });
}
