import { periodOf } from '@receptionist/contracts';
import type { ReadModels } from '@receptionist/projections';

/**
 * Minutes are kept once, by the calls context, in the read models it publishes: `usage` (one document per client and
 * period, id `<client id>:<yyyy-mm>`) and `usage_totals` (one per period, id `<yyyy-mm>`). Clients reads them by
 * collection name, as it reads other contexts' events by stored type name, and never imports calls.
 */
const PUBLISHED_USAGE = 'usage';
const PUBLISHED_USAGE_TOTALS = 'usage_totals';

interface PublishedMinutes {
  [field: string]: unknown;
  id: string;
  minutes_used: number;
}

/** Each client's minutes in the current period (calendar month, UTC); 0 for a client without calls in it. */
export async function minutesUsedThisPeriod(readModels: ReadModels, clientIds: readonly string[], now: Date): Promise<Map<string, number>> {
  const period = periodOf(now);
  const usage = readModels.collection<PublishedMinutes>(PUBLISHED_USAGE);
  const docs = await Promise.all(clientIds.map((clientId) => usage.get(`${clientId}:${period}`)));
  return new Map(clientIds.map((clientId, index) => [clientId, docs[index]?.minutes_used ?? 0]));
}

/** All clients' minutes in the current period. */
export async function totalMinutesThisPeriod(readModels: ReadModels, now: Date): Promise<number> {
  return (await readModels.collection<PublishedMinutes>(PUBLISHED_USAGE_TOTALS).get(periodOf(now)))?.minutes_used ?? 0;
}
