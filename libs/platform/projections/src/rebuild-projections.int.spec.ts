import { join } from 'node:path';
import { ProjectionRunner } from './projection-runner';
import { readModelsOf } from './read-models';
import { rebuildProjections, type RebuildProgress } from './rebuild-projections';
import { exampleProjectors } from './testing/example-projectors';
import { counted, dumpReadModels, noted, TestStores } from './testing/projection-test-stores';

const at = (hour: number) => `2030-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('rebuildProjections', () => {
  let stores: TestStores;
  let runner: ProjectionRunner;
  let morning: Awaited<ReturnType<typeof dumpReadModels>>;
  let morningPosition: number;

  beforeEach(async () => {
    stores = new TestStores();
    runner = new ProjectionRunner({ eventStore: stores.eventStore, readStore: stores.readStore, projectors: exampleProjectors });
    await runner.start();
    await stores.eventStore.append('counter-a', [counted(0, at(8)), counted(1, at(9))], 'no_stream');
    await stores.eventStore.append('notes-1', [{ ...noted('morning'), metadata: { occurredAt: at(10) } }], 'no_stream');
    morningPosition = await stores.eventStore.headPosition();
    expect(await runner.waitFor(morningPosition)).toBe(true);
    morning = await dumpReadModels(runner, exampleProjectors);

    await stores.eventStore.append('counter-a', [{ type: 'Reset', data: {}, metadata: { occurredAt: at(12) } }], 1);
    await stores.eventStore.append('counter-b', [counted(0, at(13))], 'no_stream');
    await stores.eventStore.append('notes-1', [{ ...noted('afternoon'), metadata: { occurredAt: at(14) } }], 0);
    expect(await runner.waitFor(await stores.eventStore.headPosition())).toBe(true);
  });
  afterEach(async () => {
    await runner.stop();
    await stores.close();
  });

  it('as of a position, builds into a separate store exactly the read models live at that position', async () => {
    const live = await dumpReadModels(runner, exampleProjectors);
    const target = stores.openReadStore('as-of-position.db');
    const result = await rebuildProjections({
      eventStore: stores.eventStore,
      target,
      projectors: exampleProjectors,
      until: { position: morningPosition },
    });

    expect(result).toMatchObject({ position: morningPosition, targetPosition: morningPosition, eventsApplied: 3 });
    expect(await dumpReadModels(readModelsOf(target, exampleProjectors), exampleProjectors)).toEqual(morning);
    expect(await dumpReadModels(runner, exampleProjectors)).toEqual(live);
  });

  it('creates the secondary indexes it defers during the build once the build is done (a query filtering on them uses them)', async () => {
    const target = stores.openReadStore('with-indexes.db');
    await rebuildProjections({ eventStore: stores.eventStore, target, projectors: exampleProjectors });
    const counters = readModelsOf(target, exampleProjectors).collection('counters');
    expect(await counters.find({ where: { count: 1 } })).toEqual([expect.objectContaining({ id: 'counter-b', count: 1 })]);
    // The same store file seen by SQLite: the index of `counters` (count) exists on the built version.
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(join(stores.directory, 'with-indexes.db'), { readonly: true });
    try {
      const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_counters_v1'").pluck().all();
      expect(indexes).toContain('rm_counters_v1:columns(count,id)');
    } finally {
      db.close();
    }
  });

  it('creates the search indexes it defers during the build once the build is done (documents written before and after are found)', async () => {
    const target = stores.openReadStore('with-search.db');
    await rebuildProjections({ eventStore: stores.eventStore, target, projectors: exampleProjectors });
    const notes = readModelsOf(target, exampleProjectors).collection('notes');
    expect((await notes.find({ search: 'aftern' })).map((note) => note.text)).toEqual(['afternoon']);
    expect(await notes.count(undefined, { search: 'morning' })).toBe(1);

    const resumed = new ProjectionRunner({ eventStore: stores.eventStore, readStore: target, projectors: exampleProjectors });
    await resumed.start();
    try {
      await stores.eventStore.append('notes-1', [{ ...noted('evening'), metadata: { occurredAt: at(18) } }], 1);
      expect(await resumed.waitFor(await stores.eventStore.headPosition())).toBe(true);
      expect((await readModelsOf(target, exampleProjectors).collection('notes').find({ search: 'even' })).map((note) => note.text)).toEqual([
        'evening',
      ]);
    } finally {
      await resumed.stop();
    }
  });

  it('as of a time, stops before the first event that occurred later', async () => {
    const target = stores.openReadStore('as-of-time.db');
    const result = await rebuildProjections({
      eventStore: stores.eventStore,
      target,
      projectors: exampleProjectors,
      until: { time: '2030-01-01T11:30:00Z' },
    });

    expect(result.position).toBe(morningPosition);
    expect(await dumpReadModels(readModelsOf(target, exampleProjectors), exampleProjectors)).toEqual(morning);
  });

  it('a full rebuild equals the live read models and reports its progress', async () => {
    const target = stores.openReadStore('full.db');
    const progress: RebuildProgress[] = [];
    const head = await stores.eventStore.headPosition();
    await rebuildProjections({
      eventStore: stores.eventStore,
      target,
      projectors: exampleProjectors,
      batchSize: 2,
      onProgress: (update) => progress.push(update),
    });

    expect(await dumpReadModels(readModelsOf(target, exampleProjectors), exampleProjectors)).toEqual(await dumpReadModels(runner, exampleProjectors));
    expect(progress.map((update) => update.position)).toEqual([2, 4, 6, head]);
    expect(progress.every((update) => update.targetPosition === head)).toBe(true);
    expect(progress[progress.length - 1].eventsApplied).toBe(6);
  });

  it('a runner started on a rebuilt store resumes from where the rebuild stopped', async () => {
    const target = stores.openReadStore('resumable.db');
    await rebuildProjections({ eventStore: stores.eventStore, target, projectors: exampleProjectors, until: { position: morningPosition } });
    const resumed = new ProjectionRunner({ eventStore: stores.eventStore, readStore: target, projectors: exampleProjectors });
    await resumed.start();
    try {
      expect(resumed.status().map((projector) => projector.position)).toEqual([morningPosition, morningPosition, morningPosition]);
      expect(await resumed.waitFor(await stores.eventStore.headPosition())).toBe(true);
      expect(await dumpReadModels(resumed, exampleProjectors)).toEqual(await dumpReadModels(runner, exampleProjectors));
    } finally {
      await resumed.stop();
    }
  });
});
