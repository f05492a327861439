// A projector in its own process, for the cross-process contract: it competes for the lease of projector `usage`,
// and while it leads applies events 1..<total> (each adds its position in minutes) read-modify-write to one usage
// document, committing 1–3 events per batch with its lease epoch. Prints `epoch <n>` for each lease it newly takes
// and `fenced` for each commit refused. Arguments: <file> <holder> <total>.
import { ReadStoreFencedError } from '../read-store.errors';
import { SqliteReadStore } from '../sqlite/sqlite-read-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const [file, holder, totalArgument] = process.argv.slice(2);
  const total = Number(totalArgument);
  const store = new SqliteReadStore({ file });
  await store.defineCollection({ name: 'usage' });
  let epoch = 0;
  for (let round = 0; ; round++) {
    if ((await store.checkpoint('usage')) >= total) break;
    const lease = await store.tryAcquireLease({ projector: 'usage', holder, ttlMs: 40, nowMs: Date.now() });
    if (!lease) {
      await sleep(2);
      continue;
    }
    if (lease.epoch !== epoch) process.stdout.write(`epoch ${lease.epoch}\n`);
    epoch = lease.epoch;
    // Read under the lease, as the engine does: a checkpoint read before it may predate the last leader's commit.
    const checkpoint = await store.checkpoint('usage');
    if (checkpoint >= total) break;
    const last = Math.min(total, checkpoint + 1 + (round % 3));
    const stored = await store.collection('usage').get('client-1');
    let minutes = (stored?.['minutesUsed'] as number | undefined) ?? 0;
    for (let position = checkpoint + 1; position <= last; position++) minutes += position;
    // Give the lease a chance to lapse between the read and the commit, as a slow leader would.
    if (round % 7 === 0) await sleep(45);
    try {
      await store.commit({
        writes: [{ kind: 'put', collection: 'usage', doc: { id: 'client-1', minutesUsed: minutes } }],
        checkpoint: { projector: 'usage', position: last, leaseEpoch: lease.epoch },
      });
    } catch (error) {
      if (!(error instanceof ReadStoreFencedError)) throw error;
      process.stdout.write('fenced\n');
    }
    if (round % 11 === 0) await store.releaseLease('usage', holder);
  }
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
