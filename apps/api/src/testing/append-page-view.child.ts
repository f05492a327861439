// Appends one page view to DATA_DIR's event store from a process of its own, as the CLIs in tools/ do.
import { join } from 'node:path';
import { pageViewsStream } from '@receptionist/analytics-domain';
import { SqliteEventStore } from '@receptionist/event-store';

async function appendPageView(dataDir: string, path: string, day: string): Promise<void> {
  const store = new SqliteEventStore({ file: join(dataDir, 'events.db') });
  const { position } = await store.append(pageViewsStream(day), [{ type: 'PageViewed', data: { path, day } }], 'any');
  await store.close();
  console.log(position);
}

const [dataDir, path, day] = process.argv.slice(2);
void appendPageView(dataDir, path, day);
