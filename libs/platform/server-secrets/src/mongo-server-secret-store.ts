import { type Collection, MongoClient, MongoServerError } from 'mongodb';
import type { ServerSecretStore, VersionedSecret } from './server-secret-store.port';

interface SecretDocument {
  _id: string;
  value: string;
  version: number;
}

const DUPLICATE_KEY = 11000;

/** MongoDB: one document per secret in `server_secrets` of the operational store's database (the URL's, as it). */
export class MongoServerSecretStore implements ServerSecretStore {
  private readonly collection: Collection<SecretDocument>;

  constructor(
    private readonly client: MongoClient,
    private readonly database?: string,
  ) {
    this.collection = client.db(database).collection<SecretDocument>('server_secrets');
  }

  /** For contract suites that use a throw-away database. */
  async dropDatabase(): Promise<void> {
    await this.client.db(this.database).dropDatabase();
  }

  static async connect({ url, database }: { url: string; database?: string }): Promise<MongoServerSecretStore> {
    const client = new MongoClient(url);
    await client.connect();
    return new MongoServerSecretStore(client, database);
  }

  async read(name: string): Promise<VersionedSecret | null> {
    const doc = await this.collection.findOne({ _id: name });
    return doc ? { value: doc.value, version: doc.version } : null;
  }

  async create(name: string, value: string): Promise<VersionedSecret> {
    try {
      // An upsert that only inserts: two concurrent creators race on _id, and the loser reads the winner's value.
      await this.collection.updateOne({ _id: name }, { $setOnInsert: { value, version: 1 } }, { upsert: true });
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
    }
    return (await this.read(name)) as VersionedSecret;
  }

  async replace(name: string, expectedVersion: number, value: string): Promise<boolean> {
    const result = await this.collection.updateOne({ _id: name, version: expectedVersion }, { $set: { value, version: expectedVersion + 1 } });
    return result.modifiedCount === 1;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
