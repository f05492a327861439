import { MemorySubjectKeys } from './memory-subject-keys';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actorEmail, ERASED, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';
import type { StoredEvent } from '../event-store.port';
import { SqliteEventStore } from '../sqlite/sqlite-event-store';
import { PersonalDataCodec } from './personal-data-codec';
import { protectingEventStore } from './protecting-event-store';
import type { SubjectKeys } from './subject-keys.port';

const rules: PersonalDataRules = {
  Submitted: personalFields('stream', 'email', 'name', 'phone'),
  Noted: [...personalFields('stream', 'notes'), actorEmail],
};
const submitted = { email: 'ada.lovelace@example.com', name: 'Ada Lovelace', phone: '+1 555 0100', company: 'Analytical Ltd', visits: 3 };
const dataOf = (events: StoredEvent[]) => events.map((event) => event.data);

/** The key store, with what the codec asked of it: each `find`, and the subjects of each `keysFor`. */
function countingKeys(keys: MemorySubjectKeys) {
  const found: string[] = [];
  const created: string[][] = [];
  const counting: SubjectKeys = {
    find: async (subject) => {
      found.push(subject);
      return keys.find(subject);
    },
    keysFor: async (subjects) => {
      created.push([...subjects]);
      return keys.keysFor(subjects);
    },
    erase: (subjects) => keys.erase(subjects),
  };
  return { counting, found, created };
}

describe('protectingEventStore', () => {
  let dir: string;
  let raw: SqliteEventStore;
  let keys: MemorySubjectKeys;
  let codec: PersonalDataCodec;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'protecting-'));
    raw = new SqliteEventStore({ file: join(dir, 'events.db') });
    keys = new MemorySubjectKeys();
    codec = new PersonalDataCodec(rules, keys, { cacheMs: 0 });
  });
  afterEach(async () => {
    await raw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the personal values sealed and reads them back plain on every read path', async () => {
    const store = protectingEventStore(raw, codec);
    await store.append('lead-1', [{ type: 'Submitted', data: submitted }], 'no_stream');
    await store.append('lead-1', [{ type: 'Noted', data: { notes: 'Call after 5', by: { userId: 'u1', email: 'admin@example.com' } } }], 0);

    const stored = dataOf(await raw.readStream('lead-1'));
    expect(JSON.stringify(stored)).not.toMatch(/lovelace|555 0100|Call after|admin@example/i);
    expect(stored[0]).toMatchObject({ company: 'Analytical Ltd', visits: 3 });
    const file = readFileSync(join(dir, 'events.db')).toString('latin1') + readFileSync(join(dir, 'events.db-wal')).toString('latin1');
    expect(file).not.toMatch(/lovelace/i);

    const expected = [submitted, { notes: 'Call after 5', by: { userId: 'u1', email: 'admin@example.com' } }];
    expect(dataOf(await store.readStream('lead-1'))).toEqual(expected);
    const all: StoredEvent[] = [];
    for await (const event of store.readAll()) all.push(event);
    expect(dataOf(all)).toEqual(expected);
    expect(dataOf((await store.readBackward?.({ limit: 10 })) ?? []).reverse()).toEqual(expected);
  });

  it('reads "Erased" for an erased subject only: other subjects, counts and plain fields stay', async () => {
    const store = protectingEventStore(raw, codec);
    await store.append('lead-1', [{ type: 'Submitted', data: submitted }], 'no_stream');
    await store.append('lead-2', [{ type: 'Submitted', data: { ...submitted, email: 'grace@example.com' } }], 'no_stream');
    await store.append('lead-1', [{ type: 'Noted', data: { notes: 'n', by: { userId: 'u1', email: 'admin@example.com' } } }], 0);
    await keys.erase(['lead-1']);

    const [lead, note] = dataOf(await store.readStream('lead-1'));
    expect(lead).toEqual({ email: ERASED, name: ERASED, phone: ERASED, company: 'Analytical Ltd', visits: 3 });
    expect(note).toEqual({ notes: ERASED, by: { userId: 'u1', email: 'admin@example.com' } });
    expect(dataOf(await store.readStream('lead-2'))[0]).toMatchObject({ email: 'grace@example.com' });
    expect(await store.headPosition()).toBe(3);
  });

  it('reads values stored before sealing as they are, and a value sealed for another subject as "Erased"', async () => {
    await raw.append('lead-1', [{ type: 'Submitted', data: submitted }], 'no_stream');
    const store = protectingEventStore(raw, codec);
    expect(dataOf(await store.readStream('lead-1'))).toEqual([submitted]);

    await store.append('lead-2', [{ type: 'Submitted', data: submitted }], 'no_stream');
    const [entry] = (dataOf(await raw.readStream('lead-2'))[0] as { $sealed: { s: string }[] }).$sealed;
    await keys.keysFor(['lead-3']);
    await raw.append('lead-3', [{ type: 'Other', data: { $sealed: [{ ...entry, s: 'lead-3' }] } }], 'no_stream');
    expect(dataOf(await store.readStream('lead-3'))).toEqual([{ email: ERASED, name: ERASED, phone: ERASED }]);
  });

  it('forgets cached keys on request, so an erasure made here is honoured at once', async () => {
    const cached = new PersonalDataCodec(rules, keys, { cacheMs: 60_000 });
    const store = protectingEventStore(raw, cached);
    await store.append('lead-1', [{ type: 'Submitted', data: submitted }], 'no_stream');
    expect(dataOf(await store.readStream('lead-1'))).toEqual([submitted]);
    await keys.erase(['lead-1']);
    cached.forget(['lead-1']);
    expect(dataOf(await store.readStream('lead-1'))[0]).toMatchObject({ email: ERASED });
  });

  it('keeps at most maxCachedKeys keys, the least recently used going first', async () => {
    const { counting, found: asked } = countingKeys(keys);
    const store = protectingEventStore(raw, new PersonalDataCodec(rules, counting, { cacheMs: 60_000, maxCachedKeys: 2 }));
    for (const lead of ['lead-1', 'lead-2']) await store.append(lead, [{ type: 'Submitted', data: submitted }], 'no_stream');
    const read = async (lead: string) => expect(dataOf(await store.readStream(lead))).toEqual([submitted]);

    await read('lead-1');
    await read('lead-2');
    await read('lead-1');
    expect(asked).toEqual([]);
    await store.append('lead-3', [{ type: 'Submitted', data: submitted }], 'no_stream');
    await read('lead-1');
    await read('lead-2');
    expect(asked).toEqual(['lead-2']);
  });

  it('asks the key store once for the new subjects of a whole batch of appends', async () => {
    const { counting, created: asked } = countingKeys(keys);
    const store = protectingEventStore(raw, new PersonalDataCodec(rules, counting, { cacheMs: 60_000 }));
    const leads = Array.from({ length: 20 }, (_, index) => `lead-${index}`);
    await store.appendBatch?.(
      leads.map((lead) => ({ stream: lead, events: [{ type: 'Submitted', data: submitted }], expectedRevision: 'no_stream' })),
    );

    expect(asked).toEqual([leads]);
    for (const lead of leads) expect(dataOf(await store.readStream(lead))).toEqual([submitted]);
    await store.append('lead-0', [{ type: 'Noted', data: { notes: 'again' } }], 0);
    expect(asked).toHaveLength(1);
  });
});
