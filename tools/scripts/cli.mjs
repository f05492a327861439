// `npm run <cli> -- ...`: compile the node side (SWC, about a second) and run the named CLI from dist/node.
import { mustRun, run } from './run.mjs';

const entries = {
  replay: 'tools/src/cli/replay.js',
  'events:export': 'tools/src/cli/events-export.js',
  'events:import': 'tools/src/cli/events-import.js',
  projections: 'tools/src/cli/projections.js',
  'admin:create': 'tools/src/cli/admin-create.js',
  roles: 'tools/src/cli/roles.js',
  'privacy:export': 'tools/src/cli/privacy-export.js',
  'privacy:erase': 'tools/src/cli/privacy-erase.js',
  'privacy:migrate': 'tools/src/cli/privacy-migrate.js',
  'mail:outbox': 'tools/src/cli/mail-outbox.js',
  bench: 'tools/bench/bench.js',
  'bench:leads': 'tools/bench/leads/leads-bench.js',
  'bench:import': 'tools/bench/import-bench.js',
  'bench:webhook': 'tools/bench/webhook/webhook-bench.js',
  'bench:clients': 'tools/bench/clients/clients-list-bench.js',
  'bench:live': 'tools/bench/leads/live-bench.js',
  'bench:queries': 'tools/bench/queries/queries-bench.js',
  'bench:explorer': 'tools/bench/explorer/explorer-bench.js',
  'bench:privacy': 'tools/bench/privacy/sealing-bench.js',
  'bench:as-of': 'tools/bench/as-of-bench.js',
  'bench:inbound': 'tools/bench/inbound/inbound-bench.js',
  'simulate:calls': 'tools/src/simulate-calls/main.js',
};

const [name, ...args] = process.argv.slice(2);
if (!entries[name]) {
  console.error(`Unknown command "${name}". Known: ${Object.keys(entries).join(', ')}`);
  process.exit(2);
}
await mustRun('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], { stdio: ['ignore', 'ignore', 'inherit'] });
process.exit(await run(process.execPath, [`dist/node/${entries[name]}`, ...args], { cwd: process.cwd() }));
