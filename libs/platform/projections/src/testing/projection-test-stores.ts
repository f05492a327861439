import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type NewEvent } from '@receptionist/event-store';
import { SqliteReadStore, type Doc } from '@receptionist/read-store';
import type { Projector } from '../projector';
import type { ReadModels } from '../read-models';

/** Event and read stores on SQLite files in a fresh temporary directory. */
export class TestStores {
  readonly directory = mkdtempSync(join(tmpdir(), 'projections-'));
  readonly eventsFile = join(this.directory, 'events.db');
  readonly readFile = join(this.directory, 'read.db');
  readonly eventStore = new SqliteEventStore({ file: this.eventsFile });
  readonly readStore = new SqliteReadStore({ file: this.readFile });
  private readonly extraReadStores: SqliteReadStore[] = [];

  /** Another read store: a separate file by name, or another connection to the main one. */
  openReadStore(name?: string): SqliteReadStore {
    const store = new SqliteReadStore({ file: name ? join(this.directory, name) : this.readFile });
    this.extraReadStores.push(store);
    return store;
  }

  async close(): Promise<void> {
    for (const store of this.extraReadStores) await store.close();
    await this.readStore.close();
    await this.eventStore.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}

export const counted = (index: number, occurredAt?: string): NewEvent => ({
  type: 'Counted',
  data: { index },
  metadata: occurredAt ? { occurredAt } : undefined,
});

export const noted = (text: string, poison = false): NewEvent => ({ type: 'Noted', data: { text, poison } });

/** Every document of every logical collection of the projectors, sorted by id: comparable snapshots. */
export async function dumpReadModels(models: ReadModels, projectors: readonly Projector[]): Promise<Record<string, Doc[]>> {
  const dump: Record<string, Doc[]> = {};
  for (const { name } of projectors.flatMap((projector) => projector.collections)) {
    dump[name] = await models.collection(name).find({ orderBy: { field: 'id' } });
  }
  return dump;
}
