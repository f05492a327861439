// A writer in its own process: appends single events to one stream through the SQLite adapter and prints the
// position of each acknowledged append on its own line. Arguments: <file> <stream> <count, 0 = until killed>.
import { SqliteEventStore } from '../sqlite/sqlite-event-store';

async function main(): Promise<void> {
  const [file, stream, countArgument] = process.argv.slice(2);
  const count = Number(countArgument) || Number.POSITIVE_INFINITY;
  const store = new SqliteEventStore({ file });
  for (let revision = 0; revision < count; revision++) {
    const { position } = await store.append(stream, [{ type: 'Counted', data: { revision } }], revision === 0 ? 'no_stream' : revision - 1);
    process.stdout.write(`${position}\n`);
  }
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
