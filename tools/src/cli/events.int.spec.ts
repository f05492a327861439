import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteEventStore, type StoredEvent } from '@receptionist/event-store';
import { CliTestKit, pageViewed } from '../testing/cli-test-kit';
import { EXIT_FAILED, EXIT_USAGE } from './cli-runtime';
import { eventsExportCommand } from './events-export';
import { eventsImportCommand } from './events-import';

const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n');
const parsed = (file: string) => lines(file).map((line) => JSON.parse(line) as StoredEvent);

describe('events:export and events:import', () => {
  let source: CliTestKit;
  let restored: CliTestKit;

  beforeEach(async () => {
    source = new CliTestKit();
    restored = new CliTestKit();
    await source.append([
      pageViewed('/', '2025-06-01T09:00:00.000Z'),
      pageViewed('/pricing', '2025-06-02T09:00:00.000Z'),
      pageViewed('/', '2025-06-01T10:00:00.000Z'),
      { stream: 'user-7', event: { type: 'UserRegistered', data: { email: 'a@example.com' }, metadata: { actorId: 'user-7', causationId: 'c-1' } } },
      pageViewed('/demo', '2025-06-02T11:00:00.000Z'),
    ]);
  });
  afterEach(() => {
    source.cleanUp();
    restored.cleanUp();
  });

  it('round-trips: export, import into an empty store, export again gives the same lines', async () => {
    const backup = join(source.dataDir, 'backup.ndjson');
    const exported = await source.run(eventsExportCommand, ['--out', backup]);
    expect(exported).toMatchObject({ code: 0, stdout: `Exported 5 events to ${backup}` });
    expect(parsed(backup).map((event) => event.position)).toEqual([1, 2, 3, 4, 5]);

    const imported = await restored.run(eventsImportCommand, [backup]);
    expect(imported).toMatchObject({ code: 0, stdout: `Imported 5 events from ${backup}` });

    const again = join(restored.dataDir, 'again.ndjson');
    await restored.run(eventsExportCommand, ['--out', again]);
    expect(lines(again)).toEqual(lines(backup));
    const store = new SqliteEventStore({ file: restored.eventsFile });
    expect((await store.readStream('pageviews-2025-06-01')).map((event) => event.revision)).toEqual([0, 1]);
    await store.close();
  });

  it('exports a range of positions and chosen types only', async () => {
    const file = join(source.dataDir, 'part.ndjson');
    const result = await source.run(eventsExportCommand, [
      '--from',
      '1',
      '--to',
      '4',
      '--type',
      'PageViewed',
      '--type',
      'UserRegistered',
      '--out',
      file,
    ]);

    expect(result.code).toBe(0);
    expect(parsed(file).map((event) => [event.position, event.type])).toEqual([
      [2, 'PageViewed'],
      [3, 'PageViewed'],
      [4, 'UserRegistered'],
    ]);
    await source.run(eventsExportCommand, ['--type', 'UserRegistered', '--out', file]);
    expect(parsed(file)).toEqual([
      expect.objectContaining({ stream: 'user-7', metadata: expect.objectContaining({ actorId: 'user-7', causationId: 'c-1' }) }),
    ]);
  });

  it('refuses to import into a store that already holds events, and leaves it unchanged', async () => {
    const backup = join(source.dataDir, 'backup.ndjson');
    await source.run(eventsExportCommand, ['--out', backup]);

    const result = await source.run(eventsImportCommand, [backup]);

    expect(result.code).toBe(EXIT_FAILED);
    expect(result.stderr).toContain('The event store is not empty (head position 5)');
    const store = new SqliteEventStore({ file: source.eventsFile });
    expect(await store.headPosition()).toBe(5);
    await store.close();
  });

  it('reports the line of a malformed file', async () => {
    const file = join(source.dataDir, 'bad.ndjson');
    writeFileSync(
      file,
      '{"eventId":"3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b","type":"T","stream":"s","data":{},"metadata":{}}\n{"eventId":"e2","type":"T"}\n',
    );

    const result = await restored.run(eventsImportCommand, [file]);

    expect(result.code).toBe(EXIT_FAILED);
    expect(result.stderr).toContain('Line 2: not a stored event (missing or invalid: stream, data, metadata)');
  });

  it.each([
    [eventsExportCommand, [], '--out FILE.ndjson is required'],
    [eventsExportCommand, ['--from', '5', '--to', '2', '--out', 'x'], '--to must be greater than --from'],
    [eventsImportCommand, [], 'Give exactly one FILE.ndjson to import'],
    [eventsImportCommand, ['missing.ndjson'], 'No such file'],
  ])('usage errors exit with 2 (%#)', async (command, argv, message) => {
    const result = await restored.run(command, argv);

    expect(result.code).toBe(EXIT_USAGE);
    expect(result.stderr).toContain(message);
  });
});
