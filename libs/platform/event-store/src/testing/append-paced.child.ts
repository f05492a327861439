// A writer in its own process that appends one event every <interval> ms and prints, for each acknowledged append,
// "<position> <wall-clock ms when it was acknowledged>". Arguments: <file> <stream> <count> <interval ms>.
import { SqliteEventStore } from '../sqlite/sqlite-event-store';

const wallClock = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const [file, stream, count, interval] = process.argv.slice(2);
  const store = new SqliteEventStore({ file });
  for (let revision = 0; revision < Number(count); revision++) {
    await new Promise((resolve) => setTimeout(resolve, Number(interval)));
    const { position } = await store.append(stream, [{ type: 'Paced', data: { revision } }], revision === 0 ? 'no_stream' : revision - 1);
    process.stdout.write(`${position} ${wallClock()}\n`);
  }
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
