import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { parseConfig } from '@receptionist/config';
import { findRepoRoot } from './config/repo-root';
import { createApiApp } from './create-api-app';
import { createProjectorApp } from './infrastructure/create-projector-app';
import { startEventLoopProbe } from './operations/event-loop-probe';
import { startMemoryReducerNudge } from './operations/memory-reducer-nudge';

async function main(): Promise<void> {
  // The one place the environment is read (libs/platform/config); every problem is reported, one line each.
  const parsed = parseConfig(process.env, { cwd: process.cwd(), repoRoot: findRepoRoot() });
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(`Invalid configuration: ${problem}`);
    process.exit(1);
  }
  startEventLoopProbe(parsed.config.eventLoopProbe);
  startMemoryReducerNudge();
  // The projection engine starts once the server listens: /health answers from the start, even far behind.
  const config = { ...parsed.config, startProjectionsOnListen: true };
  // ROLE=projector serves /health only; `all` and `api` serve the whole API.
  const app = config.role === 'projector' ? await createProjectorApp(config) : await createApiApp(config);
  // On SIGTERM/SIGINT Nest stops accepting, lets in-flight requests finish, runs the shutdown hooks, then exits 0.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.get(Logger).log(`Role ${config.role}: listening on http://localhost:${config.port} (data in ${config.dataDir})`);
}

/** Starts the API process (main.ts from the build's modules, server.ts from the bundle); a failed start exits 1. */
export function runApi(): void {
  main().catch((error: unknown) => {
    console.error('The API failed to start:', error);
    process.exit(1);
  });
}
