import { periodOf, type CallLogged, type UsageMinutesCounted, type UsageThresholdReached } from '@receptionist/calls-domain';
import type { UsageThreshold } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';

export const USAGE = 'usage';

/** A client's usage in one period (calendar month, UTC); id `<client id>:<yyyy-mm>`. */
export interface UsageDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  period: string;
  minutes_used: number;
  /** Calls that are not test calls. */
  total_calls: number;
  test_calls: number;
  thresholds_reached: UsageThreshold[];
  /**
   * The revision of the usage stream (`usage-<client>-<period>`) that `minutes_used` and `thresholds_reached` include:
   * the webhook folds only the events after it (a running total). Absent on documents written before it existed.
   */
  usage_revision?: number;
}

export const usageDocId = (clientId: string, period: string) => `${clientId}:${period}`;

async function update(context: ProjectionContext, clientId: string, period: string, change: (doc: UsageDoc) => Partial<UsageDoc>) {
  const id = usageDocId(clientId, period);
  const doc = (await context.get<UsageDoc>(USAGE, id)) ?? {
    id,
    client_id: clientId,
    period,
    minutes_used: 0,
    total_calls: 0,
    test_calls: 0,
    thresholds_reached: [],
  };
  context.put(USAGE, { ...doc, ...change(doc) });
}

export const usageProjector = defineProjector({
  name: USAGE,
  version: 1,
  collections: [{ name: USAGE, indexes: [{ fields: ['client_id', 'period'] }] }],
  handlers: {
    'CallLogged.v2': ({ data }: StoredEvent<CallLogged['data']>, context) =>
      update(context, data.clientId, periodOf(data.startedAt), (doc) =>
        data.callType === 'test' ? { test_calls: doc.test_calls + 1 } : { total_calls: doc.total_calls + 1 },
      ),
    'UsageMinutesCounted.v2': ({ data, revision }: StoredEvent<UsageMinutesCounted['data']>, context) =>
      update(context, data.clientId, data.period, (doc) => ({ minutes_used: doc.minutes_used + data.minutes, usage_revision: revision })),
    'UsageThresholdReached.v2': ({ data, revision }: StoredEvent<UsageThresholdReached['data']>, context) =>
      update(context, data.clientId, data.period, (doc) => ({
        thresholds_reached: [...doc.thresholds_reached, data.threshold],
        usage_revision: revision,
      })),
  },
});
