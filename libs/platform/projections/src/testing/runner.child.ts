// A projection runner in its own process, for crash and takeover tests: runs the example projectors on the given
// SQLite files and prints the position of every commit on its own line, until it is killed.
// Arguments: <events file> <read file> [lease ttl ms]. With a lease ttl, it takes leases in the read store and also
// prints `led <names>` whenever the set of projectors it leads changes.
import { SqliteEventStore } from '@receptionist/event-store';
import { SqliteReadStore } from '@receptionist/read-store';
import { ReadStoreProjectionLeases } from '../leases/read-store-projection-leases';
import { ProjectionRunner } from '../projection-runner';
import { exampleProjectors } from './example-projectors';

async function main(): Promise<void> {
  const [eventsFile, readFile, leaseTtl] = process.argv.slice(2);
  const readStore = new SqliteReadStore({ file: readFile });
  const runner = new ProjectionRunner({
    eventStore: new SqliteEventStore({ file: eventsFile }),
    readStore,
    projectors: exampleProjectors,
    batchSize: 50,
    pollIntervalMs: 100,
    ...(leaseTtl ? { leases: new ReadStoreProjectionLeases(readStore), leaseTtlMs: Number(leaseTtl) } : {}),
  });
  runner.onCommitted(({ position }) => process.stdout.write(`${position}\n`));
  await runner.start();
  if (leaseTtl) {
    let reported = '';
    const report = () => {
      const led = runner.led().sort().join(',');
      if (led !== reported) process.stdout.write(`led ${(reported = led)}\n`);
    };
    report();
    setInterval(report, 50);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
