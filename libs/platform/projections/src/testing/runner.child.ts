// A projection runner in its own process, for crash tests: runs the example projectors on the given SQLite files and
// prints the position of every commit on its own line, until it is killed. Arguments: <events file> <read file>.
import { SqliteEventStore } from '@receptionist/event-store';
import { SqliteReadStore } from '@receptionist/read-store';
import { ProjectionRunner } from '../projection-runner';
import { exampleProjectors } from './example-projectors';

async function main(): Promise<void> {
  const [eventsFile, readFile] = process.argv.slice(2);
  const runner = new ProjectionRunner({
    eventStore: new SqliteEventStore({ file: eventsFile }),
    readStore: new SqliteReadStore({ file: readFile }),
    projectors: exampleProjectors,
    batchSize: 50,
  });
  runner.onCommitted(({ position }) => process.stdout.write(`${position}\n`));
  await runner.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
