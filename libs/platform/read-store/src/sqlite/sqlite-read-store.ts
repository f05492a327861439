import Database from 'better-sqlite3';
import type { CollectionDefinition, Doc, ProjectionBatch, ReadCollection, ReadStore } from '../read-store.port';
import { latestWrites } from '../latest-writes';
import { assertBatchHeader, assertCollectionName } from '../read-store.validation';
import { SqliteCollections } from './sqlite-collections';
import { CONTAINS_FUNCTION } from './sqlite-query';
import { SqliteReadCollection } from './sqlite-read-collection';

export interface SqliteReadStoreOptions {
  /** Path of the database file, or ':memory:'. */
  file: string;
  /** How long a write waits for another process's lock before failing (ms). */
  busyTimeoutMs?: number;
}

/**
 * Read models in SQLite: one table per collection holding JSON documents, and a `_checkpoints` table committed in
 * the same transaction as the writes, so a projector applies each batch exactly once.
 */
export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite';
  private readonly db: Database.Database;
  private readonly collections: SqliteCollections;
  private readonly readCheckpoint: Database.Statement<[string], { position: number }>;
  private readonly saveCheckpoint: Database.Statement<[string, number]>;
  private readonly applyBatch: (batch: ProjectionBatch) => void;

  constructor(options: SqliteReadStoreOptions) {
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    // Read models can be rebuilt from the event log, so losing the last commits on power loss is acceptable.
    this.db.pragma('synchronous = NORMAL');
    // A larger page cache (64 MiB) keeps the index pages of big read models in memory during replays.
    this.db.pragma('cache_size = -65536');
    this.db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
    this.db.function(CONTAINS_FUNCTION, { deterministic: true }, (value: unknown, needle: unknown) =>
      typeof value === 'string' && typeof needle === 'string' && value.toLowerCase().includes(needle) ? 1 : 0,
    );
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS _checkpoints (projector TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID',
    );
    this.collections = new SqliteCollections(this.db);
    this.readCheckpoint = this.db.prepare('SELECT position FROM _checkpoints WHERE projector = ?');
    this.saveCheckpoint = this.db.prepare(
      `INSERT INTO _checkpoints (projector, position) VALUES (?, ?)
       ON CONFLICT (projector) DO UPDATE SET position = excluded.position WHERE excluded.position > position`,
    );
    this.applyBatch = this.db.transaction((batch: ProjectionBatch) => this.apply(batch)).immediate;
  }

  async defineCollection(definition: CollectionDefinition): Promise<void> {
    this.collections.define(definition);
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new SqliteReadCollection<T>(this.collections, assertCollectionName(name));
  }

  async commit(batch: ProjectionBatch): Promise<void> {
    assertBatchHeader(batch.projector, batch.position);
    this.applyBatch(batch);
  }

  async checkpoint(projector: string): Promise<number> {
    return this.readCheckpoint.get(projector)?.position ?? 0;
  }

  async dropCollection(name: string): Promise<void> {
    this.collections.drop(name);
  }

  async listCollections(): Promise<string[]> {
    return this.collections.list();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Runs inside the batch transaction; a batch at or below the stored checkpoint was already applied. */
  private apply({ projector, position, writes }: ProjectionBatch): void {
    const stored = this.readCheckpoint.get(projector);
    if (stored && position <= stored.position) return;
    for (const write of latestWrites(writes)) {
      const statements = this.collections.forWriting(write.collection);
      if (write.kind === 'put') {
        statements.upsert.run(write.doc.id, JSON.stringify(write.doc), position);
      } else {
        statements.remove.run(write.id, position);
      }
    }
    this.saveCheckpoint.run(projector, position);
  }
}
