// `npm run test:infra`: the port contract suites against the servers of `docker compose up -d kurrentdb mongodb`.
import { run } from './run.mjs';

const env = {
  ...process.env,
  KURRENTDB_URL: process.env.KURRENTDB_URL ?? 'kurrentdb://localhost:2113?tls=false',
  MONGODB_URL: process.env.MONGODB_URL ?? 'mongodb://localhost:27017/receptionist_test?replicaSet=rs0&directConnection=true',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};
console.log(`Contract suites against ${env.KURRENTDB_URL} and ${env.MONGODB_URL}`);
process.exit(await run('npx', ['jest', '--ci', '--testPathPatterns', '(kurrentdb|mongo).*\\.int\\.spec\\.ts$'], { env }));
