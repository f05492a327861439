import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { SqliteEventStore } from './sqlite-event-store';
import { SqliteEventReader } from './sqlite-event-reader';

const EVENTS = 4_000;
const TYPES = ['Common', 'Half', 'Rare', 'Late', 'Never'] as const;

/** Types whose density changes along the log: everywhere, every other, a few, only in the last tenth, none. */
function typeAt(index: number): string {
  if (index >= EVENTS * 0.9 && index % 3 === 0) return 'Late';
  if (index % 997 === 0) return 'Rare';
  if (index % 2 === 0) return 'Half';
  return 'Common';
}

describe('SqliteEventReader pages filtered by type', () => {
  let directory: string;
  let db: Database.Database;
  let reader: SqliteEventReader;
  let log: { position: number; type: string }[];

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-typed-pages-'));
    const file = join(directory, 'events.db');
    await new SqliteEventStore({ file }).close();
    db = new Database(file);
    const insert = db.prepare('INSERT INTO events (stream, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let index = 0; index < EVENTS; index++) insert.run(`s-${index % 7}`, Math.floor(index / 7), randomUUID(), typeAt(index), '{}', '{}');
    })();
    reader = new SqliteEventReader(db);
    log = db.prepare<[], { position: number; type: string }>('SELECT position, type FROM events ORDER BY position').all();
  });
  afterAll(() => {
    db.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('return the first events of the types after a position, in order, whatever the types’ density (fuzz)', async () => {
    const head = log[log.length - 1].position;
    await fuzz(
      'sqlite typed pages',
      fc.property(
        fc.integer({ min: 0, max: head }),
        fc.integer({ min: 0, max: head + 10 }),
        fc.subarray<string>([...TYPES], { minLength: 1 }),
        fc.integer({ min: 1, max: 700 }),
        (after, upTo, types, limit) => {
          const expected = log
            .filter((event) => event.position > after && event.position <= upTo && types.includes(event.type))
            .slice(0, limit)
            .map((event) => event.position);
          const page = reader.page(after, upTo, { types }, limit);
          expect(page.map((event) => event.position)).toEqual(expected);
          expect(page.every((event) => types.includes(event.type))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('walk a whole log of dense and sparse stretches page by page without losing or repeating an event', () => {
    for (const types of [
      ['Common', 'Half'],
      ['Rare', 'Late'],
      ['Half', 'Rare'],
    ]) {
      const positions: number[] = [];
      let after = 0;
      for (;;) {
        const page = reader.page(after, log[log.length - 1].position, { types }, 250);
        if (page.length === 0) break;
        positions.push(...page.map((event) => event.position));
        after = page[page.length - 1].position;
      }
      expect(positions).toEqual(log.filter((event) => types.includes(event.type)).map((event) => event.position));
    }
  });
});
