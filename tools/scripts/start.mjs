// `npm start`: build the API and the web app, then serve both from one origin on the embedded SQLite stores.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, repoRoot } from './run.mjs';

await mustRun('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,web', '--outputStyle=stream']);

// The API's V8 options (a small young generation: see apps/api/node-options.json).
const { nodeOptions } = JSON.parse(readFileSync(join(repoRoot, 'apps/api/node-options.json'), 'utf8'));
const server = spawn(process.execPath, [...nodeOptions, 'dist/node/apps/api/src/server.js'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // A local trial without SMTP keeps its mails in the outbox (`npm run mail:outbox`); set SMTP_URL to send them.
  env: { NODE_ENV: 'production', MAIL_OUTBOX_ALLOWED: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
