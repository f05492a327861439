import { type Collection, type Db, MongoClient, MongoServerError } from 'mongodb';
import { latestWrites } from '../latest-writes';
import type {
  CollectionDefinition,
  Doc,
  ProjectionBatch,
  ReadCollection,
  ReadStore,
  WriteOp,
} from '../read-store.port';
import { assertBatchHeader, assertCollectionName, assertIndexFields, isCollectionName } from '../read-store.validation';
import { applyGuarded, guardedOperations, type StoredDocument, updateOneGuarded } from './mongo-guarded-writes';
import { mongoField } from './mongo-query';
import { MongoReadCollection } from './mongo-read-collection';

export interface MongoReadStoreOptions {
  /** A `mongodb://` or `mongodb+srv://` connection string. */
  url: string;
  database: string;
}

interface CheckpointDocument {
  _id: string;
  position: number;
}

const NAMESPACE_EXISTS = 48;

/**
 * Read models in MongoDB. Commits are at-least-once and idempotent: every document keeps the position that wrote
 * it (`_position`) and guarded writes never replace a newer document; checkpoints only move forward.
 */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb';
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly checkpoints: Collection<CheckpointDocument>;

  constructor(options: MongoReadStoreOptions) {
    // The driver connects on first use; undefined fields are left out as JSON would.
    this.client = new MongoClient(options.url, { ignoreUndefined: true });
    this.db = this.client.db(options.database);
    this.checkpoints = this.db.collection<CheckpointDocument>('_checkpoints');
  }

  async defineCollection(definition: CollectionDefinition): Promise<void> {
    const name = assertCollectionName(definition.name);
    const indexes = (definition.indexes ?? []).map((index) => ({
      keys: Object.fromEntries(assertIndexFields(index).map((field) => [mongoField(field), 1 as const])),
      unique: index.unique ?? false,
    }));
    try {
      await this.db.createCollection(name);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
    }
    for (const { keys, unique } of indexes) {
      // `_id` is always indexed and unique already.
      if (Object.keys(keys).join() !== '_id') await this.db.collection(name).createIndex(keys, { unique });
    }
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new MongoReadCollection<T>(this.documents(name));
  }

  async commit({ projector, position, writes }: ProjectionBatch): Promise<void> {
    assertBatchHeader(projector, position);
    const byCollection = groupByCollection(latestWrites(writes));
    const stored = await this.checkpoints.findOne({ _id: projector });
    if (stored && position <= stored.position) return;
    for (const [collection, collectionWrites] of byCollection) {
      await applyGuarded(this.documents(collection), guardedOperations(collectionWrites, position));
    }
    await updateOneGuarded(this.checkpoints, { _id: projector, position: { $lt: position } }, { $set: { position } });
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

  async close(): Promise<void> {
    await this.client.close();
  }

  private documents(name: string): Collection<StoredDocument> {
    return this.db.collection<StoredDocument>(assertCollectionName(name));
  }
}

function groupByCollection(writes: readonly WriteOp[]): Map<string, WriteOp[]> {
  const groups = new Map<string, WriteOp[]>();
  for (const write of writes) {
    const group = groups.get(write.collection);
    if (group) group.push(write);
    else groups.set(write.collection, [write]);
  }
  return groups;
}
