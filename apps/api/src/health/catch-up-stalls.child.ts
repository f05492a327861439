// An `all` process for the catch-up test: starts the API on the given DATA_DIR and port and measures, until its
// projectors have caught up, the longest the event loop went without running a 5 ms timer, from the moment it listens.
// It counts the CPU time of this thread only: on a shared machine the wall-clock gap also holds the time the process
// was not scheduled, and the process's CPU time also the read-store write thread's commits, which hold no request.
// Prints `stall <ms>` once caught up and keeps serving until killed. Arguments: <data dir> <port>.
import 'reflect-metadata';
import { createApiApp } from '../create-api-app';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { testConfig } from '../testing/test-api';

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  const app = await createApiApp(testConfig(dataDir, { port: Number(port) }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  // From the moment it listens (Nest's own start-up is not the engine's work).
  let longest = 0;
  let cpu = process.threadCpuUsage();
  const timer = setInterval(() => {
    const used = process.threadCpuUsage(cpu);
    longest = Math.max(longest, (used.user + used.system) / 1000);
    cpu = process.threadCpuUsage();
  }, 5);
  const platform = app.get<Platform>(PLATFORM);
  const reached = await platform.projections.waitFor(await platform.eventStore.headPosition(), { timeoutMs: 120_000 });
  clearInterval(timer);
  process.stdout.write(`stall ${reached ? longest.toFixed(1) : 'timeout'}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
