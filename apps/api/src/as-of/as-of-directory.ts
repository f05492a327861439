import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * This process's directory of "as of" builds under `parent` (processes sharing a DATA_DIR each build their own),
 * emptied, and the directories of processes no longer running removed.
 */
export function freshAsOfDirectory(parent: string): string {
  let entries: string[] = [];
  try {
    entries = readdirSync(parent);
  } catch {
    // No builds yet.
  }
  for (const entry of entries) {
    const pid = Number(entry);
    if (pid === process.pid || !Number.isInteger(pid) || !isRunning(pid)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
  return join(parent, String(process.pid));
}
