import { type ClientSession, type Collection, type Db, MongoClient, MongoServerError } from 'mongodb';
import { latestWrites } from '../latest-writes';
import { ReadStoreConfigurationError, ReadStoreConflictError } from '../read-store.errors';
import type * as port from '../read-store.port';
import {
  assertCollectionName,
  assertLeaseRequest,
  assertStateWrite,
  isCollectionName,
  type NormalizedCommit,
  normalizeCommit,
} from '../read-store.validation';
import * as control from './mongo-control';
import { mongoDatabaseName } from './mongo-database-name';
import { guardedOperations, isUniqueViolation, type StoredDocument } from './mongo-guarded-writes';
import { searchIndexSpecs, uniqueIndexSpecs } from './mongo-indexes';
import { MongoReadCollection } from './mongo-read-collection';

export { mongoDatabaseName } from './mongo-database-name';

export interface MongoReadStoreOptions {
  /** A `mongodb://` or `mongodb+srv://` connection string of a replica set (or sharded cluster). */
  url: string;
  /** The database; required unless the connection string names one in its path. Never the driver's `test`. */
  database?: string;
}

const NAMESPACE_EXISTS = 48;

/**
 * Read models in MongoDB. Each commit is one multi-document transaction (`ClientSession.withTransaction`): the
 * writes and the checkpoint become visible together or not at all, so a batch that fails half-way and is retried at
 * another boundary never applies an event twice. Transactions need a replica set: the first operation checks the
 * server with `hello` and fails with ReadStoreConfigurationError on a standalone server.
 */
export class MongoReadStore implements port.ReadStore {
  readonly kind = 'mongodb';
  readonly database: string;
  private readonly client: MongoClient;
  /** The search definitions of the collections this instance defined: commits store their search keys. */
  private readonly searches = new Map<string, port.SearchDefinition>();
  private readonly db: Db;
  private readonly checkpoints: Collection<control.CheckpointDocument>;
  private readonly leases: Collection<control.LeaseDocument>;
  private readonly states: Collection<control.StateDocument>;
  private ready: Promise<void> | null = null;

  constructor(options: MongoReadStoreOptions) {
    this.database = mongoDatabaseName(options.url, options.database);
    // The driver connects on first use; undefined fields are left out as JSON would.
    this.client = new MongoClient(options.url, { ignoreUndefined: true });
    this.db = this.client.db(this.database);
    this.checkpoints = this.db.collection('_checkpoints');
    this.leases = this.db.collection('_leases');
    this.states = this.db.collection('_state');
  }

  /** Opens a store and checks at once that the server can run transactions (start-up fails clearly otherwise). */
  static async connect(options: MongoReadStoreOptions): Promise<MongoReadStore> {
    const store = new MongoReadStore(options);
    try {
      await store.whenReady();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  async defineCollection(definition: port.CollectionDefinition): Promise<void> {
    const name = assertCollectionName(definition.name);
    const specs = definition.deferIndexes
      ? uniqueIndexSpecs((definition.indexes ?? []).filter(({ unique }) => unique))
      : [...uniqueIndexSpecs(definition.indexes ?? []), ...searchIndexSpecs(definition.search)];
    if (definition.search) this.searches.set(name, definition.search);
    await this.whenReady();
    try {
      await this.db.createCollection(name);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
    }
    const collection = this.db.collection(name);
    for (const spec of specs) {
      if (spec.replaces) await dropIfPresent(collection, spec.replaces);
      await collection.createIndex(spec.keys, spec.options);
    }
  }

  collection<T extends port.Doc = port.Doc>(name: string): port.ReadCollection<T> {
    return new MongoReadCollection<T>(this.documents(name));
  }

  async commit(request: port.CommitRequest | port.ProjectionBatch): Promise<port.CommitOutcome> {
    const batch = normalizeCommit(request);
    // Validates every write before anything reaches the server.
    const byCollection = groupByCollection(latestWrites(batch.writes));
    await this.whenReady();
    const session = this.client.startSession();
    try {
      // The callback may run again on a TransientTransactionError (e.g. a WriteConflict with a concurrent commit);
      // any other error aborts the transaction and is rethrown as is (mongodb/src/sessions.ts, steps 7.2–7.4).
      return await session.withTransaction(() => this.apply(batch, byCollection, session), {
        readConcern: { level: 'snapshot' },
        writeConcern: { w: 'majority' },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ReadStoreConflictError(conflictCollection(error), { cause: error });
      throw error;
    } finally {
      await session.endSession();
    }
  }

  async checkpoint(projector: string): Promise<number> {
    return (await this.checkpoints.findOne({ _id: projector }))?.position ?? 0;
  }

  async dropCollection(name: string): Promise<void> {
    await this.documents(name).drop();
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .map((collection) => collection.name)
      .filter(isCollectionName)
      .sort();
  }

  async tryAcquireLease(request: port.LeaseRequest): Promise<port.Lease | null> {
    assertLeaseRequest(request);
    await this.whenReady();
    return control.tryAcquireLease(this.leases, request);
  }

  async releaseLease(projector: string, holder: string): Promise<void> {
    await control.releaseLease(this.leases, projector, holder);
  }

  async readLease(projector: string): Promise<port.Lease | null> {
    return control.readLease(this.leases, projector);
  }

  async listLeases(): Promise<port.Lease[]> {
    return control.listLeases(this.leases);
  }

  async readState<T>(key: string): Promise<port.VersionedState<T> | null> {
    return control.readState<T>(this.states, key);
  }

  async writeState<T>(key: string, value: T, expectedVersion: number): Promise<number | null> {
    assertStateWrite(key, expectedVersion);
    return control.writeState(this.states, key, value, expectedVersion);
  }

  async purgeDeleted(): Promise<void> {
    // WiredTiger reuses the freed blocks; `compact` is an operator's choice on a replica set, not the API's.
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** One transaction attempt: fencing, the checkpoint guard, the writes of each collection, the checkpoint. */
  private async apply(
    { projector, position, leaseEpoch, lease }: NormalizedCommit,
    byCollection: Map<string, port.WriteOp[]>,
    session: ClientSession,
  ): Promise<port.CommitOutcome> {
    if (leaseEpoch !== undefined) await control.assertLeaseEpoch(this.leases, lease, leaseEpoch, session);
    const stored = await this.checkpoints.findOne({ _id: projector }, { session });
    if (stored && position <= stored.position) return 'already-applied';
    for (const [name, writes] of byCollection) {
      const collection = this.documents(name);
      const ids = writes.map((write) => (write.kind === 'put' ? write.doc.id : write.id));
      const newer = await collection.find({ _id: { $in: ids }, _position: { $gt: position } }, { session, projection: { _id: 1 } }).toArray();
      const operations = guardedOperations(writes, position, new Set(newer.map((doc) => doc._id)), this.searches.get(name));
      // Ordered: the first refused write stops the batch, and the transaction is aborted as a whole.
      if (operations.length > 0) await collection.bulkWrite(operations, { session, ordered: true });
    }
    await this.checkpoints.updateOne({ _id: projector }, { $set: { position } }, { session, upsert: true });
    return 'applied';
  }

  /** Checks once (and again after a failure) that the deployment supports transactions. */
  private whenReady(): Promise<void> {
    this.ready ??= this.checkDeployment().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async checkDeployment(): Promise<void> {
    const hello = await this.db.admin().command({ hello: 1 });
    // A replica set member reports its set name; a mongos router reports `isdbgrid`. Both run transactions.
    if (!hello['setName'] && hello['msg'] !== 'isdbgrid') {
      throw new ReadStoreConfigurationError(
        'The MongoDB read store needs a replica set (multi-document transactions): this server is standalone. ' +
          'Start mongod with --replSet and rs.initiate() it, even as a single member.',
      );
    }
  }

  private documents(name: string): Collection<StoredDocument> {
    return this.db.collection<StoredDocument>(assertCollectionName(name));
  }
}

async function dropIfPresent(collection: Collection, indexName: string): Promise<void> {
  const existing = await collection.indexes();
  const legacy = existing.find((index) => index.name === indexName && !index.partialFilterExpression);
  if (legacy) await collection.dropIndex(indexName);
}

/** The collection named in a duplicate key message (`E11000 duplicate key error collection: db.users index: …`). */
function conflictCollection(error: unknown): string | null {
  const match = /collection: [^.\s]+\.(\S+)/.exec((error as Error).message ?? '');
  return match ? match[1] : null;
}

function groupByCollection(writes: readonly port.WriteOp[]): Map<string, port.WriteOp[]> {
  const groups = new Map<string, port.WriteOp[]>();
  for (const write of writes) {
    const group = groups.get(write.collection);
    if (group) group.push(write);
    else groups.set(write.collection, [write]);
  }
  return groups;
}
