import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NewEvent, SqliteEventStore } from '@receptionist/event-store';
import { type CliCommand, executeCli } from '../cli/cli-runtime';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A temporary DATA_DIR holding the SQLite stores the CLIs open by default; commands run in-process against it. */
export class CliTestKit {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'tools-'));
  readonly eventsFile = join(this.dataDir, 'events.db');
  readonly readModelsFile = join(this.dataDir, 'read-models.db');

  async run(command: CliCommand, argv: string[]): Promise<CliRun> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const context = {
      env: { DATA_DIR: this.dataDir },
      cwd: this.dataDir,
      stdout: (line: string) => stdout.push(line),
      stderr: (line: string) => stderr.push(line),
      interactive: false,
    };
    const code = await executeCli(command, argv, context);
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  }

  /** Appends each event on its own to the kit's event store (or another file). */
  async append(events: ReadonlyArray<{ stream: string; event: NewEvent }>, file = this.eventsFile): Promise<void> {
    const store = new SqliteEventStore({ file });
    try {
      for (const { stream, event } of events) await store.append(stream, [event], 'any');
    } finally {
      await store.close();
    }
  }

  cleanUp(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A PageViewed event of the analytics context, which the catalog's page_views_daily projector counts. */
export function pageViewed(path: string, occurredAt: string): { stream: string; event: NewEvent } {
  const day = occurredAt.slice(0, 10);
  return { stream: `pageviews-${day}`, event: { type: 'PageViewed', data: { path, day }, metadata: { occurredAt } } };
}
