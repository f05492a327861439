import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The workspace root (the folder holding nx.json), found from this file both in src/ and in dist/node/. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
