import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../programs';
import { runReplayWorker } from '../realistic-log/run-replay-worker';

/** Sources whose change can change what a replay writes: the read store, the projection engine, every projector. */
const VERSION_ROOTS = ['libs/platform/read-store/src', 'libs/platform/projections/src', 'libs', 'tools/src/catalog'];

function sourcesUnder(root: string, accept: (path: string) => boolean, into: string[]): void {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') sourcesUnder(path, accept, into);
    else if (entry.isFile() && accept(path)) into.push(path);
  }
}

/** A short hash of the code that shapes the read models (read store, projection engine, projectors, catalog). */
export function readModelCodeVersion(): string {
  const files: string[] = [];
  const isSource = (path: string) => path.endsWith('.ts') && !path.endsWith('.spec.ts');
  sourcesUnder(join(REPO_ROOT, VERSION_ROOTS[0]), isSource, files);
  sourcesUnder(join(REPO_ROOT, VERSION_ROOTS[1]), isSource, files);
  sourcesUnder(join(REPO_ROOT, VERSION_ROOTS[2]), (path) => isSource(path) && path.includes('/projections/'), files);
  sourcesUnder(join(REPO_ROOT, VERSION_ROOTS[3]), isSource, files);
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) hash.update(file.slice(REPO_ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * The read models of `eventsFile` as the current code builds them: reused from `cacheDir` when this code version
 * already replayed this log, otherwise replayed (separate process) and kept. The cached file is never written to:
 * callers get a copy at `target`. `eventsFile` should be a copy of the cached log (opening an event store writes
 * beside it, and the cache may be hard-linked with other checkouts); `base` names the log in the cache.
 */
export async function replayedReadModels(
  eventsFile: string,
  cacheDir: string,
  target: string,
  log: (line: string) => void,
  base = eventsFile.split('/').pop()?.replace(/\.db$/, '') ?? 'log',
): Promise<{ cached: boolean; file: string }> {
  const file = join(cacheDir, `${base}-read-models-${readModelCodeVersion()}.db`);
  let cached = true;
  if (!existsSync(file)) {
    cached = false;
    const partial = `${file}.partial`;
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
    log(`  replaying ${base} through every projector (no cached read models for this code version)...`);
    const figures = await runReplayWorker(eventsFile, partial);
    log(`  replayed ${figures.events} events in ${(figures.replayMs / 1000).toFixed(1)} s`);
    for (const leftover of [`${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
    renameSync(partial, file);
  }
  copyFileSync(file, target);
  return { cached, file };
}
