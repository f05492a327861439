import {
  CALL_ACCOUNT_EVENT_TYPES,
  type CallAccount,
  type CallLogged,
  evolveCallAccount,
  NO_CALL_ACCOUNT,
  periodOf,
  type UsageMinutesCounted,
  type UsageThresholdReached,
} from '@receptionist/calls-domain';
import type { UsageThreshold } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';

export const USAGE = 'usage';
/** Minutes of all clients per period; id `<yyyy-mm>`. With USAGE, the one place minutes are kept (clients reads both). */
export const USAGE_TOTALS = 'usage_totals';

export interface UsageTotalsDoc {
  [field: string]: unknown;
  id: string;
  minutes_used: number;
}

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

/** What calls knows of each client (id = client id), folded from the client stream's published events. */
export const CALL_ACCOUNTS = 'call_accounts';

export interface CallAccountDoc extends CallAccount {
  [field: string]: unknown;
  id: string;
}

async function evolveAccount(event: StoredEvent, context: ProjectionContext): Promise<void> {
  if (!event.stream.startsWith('client-')) return;
  const clientId = event.stream.slice('client-'.length);
  const stored = await context.get<CallAccountDoc>(CALL_ACCOUNTS, clientId);
  context.put(CALL_ACCOUNTS, { ...evolveCallAccount(stored ?? NO_CALL_ACCOUNT, event), id: clientId });
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
  version: 2,
  collections: [{ name: USAGE, indexes: [{ fields: ['client_id', 'period'] }] }, { name: USAGE_TOTALS }, { name: CALL_ACCOUNTS }],
  handlers: {
    ...Object.fromEntries(CALL_ACCOUNT_EVENT_TYPES.map((type) => [type, evolveAccount])),
    'CallLogged.v3': ({ data }: StoredEvent<CallLogged['data']>, context) =>
      update(context, data.clientId, periodOf(data.startedAt), (doc) =>
        data.callType === 'test' ? { test_calls: doc.test_calls + 1 } : { total_calls: doc.total_calls + 1 },
      ),
    'UsageMinutesCounted.v2': async ({ data, revision }: StoredEvent<UsageMinutesCounted['data']>, context) => {
      await update(context, data.clientId, data.period, (doc) => ({ minutes_used: doc.minutes_used + data.minutes, usage_revision: revision }));
      const totals = await context.get<UsageTotalsDoc>(USAGE_TOTALS, data.period);
      context.put(USAGE_TOTALS, { id: data.period, minutes_used: (totals?.minutes_used ?? 0) + data.minutes });
    },
    'UsageThresholdReached.v2': ({ data, revision }: StoredEvent<UsageThresholdReached['data']>, context) =>
      update(context, data.clientId, data.period, (doc) => ({
        thresholds_reached: [...doc.thresholds_reached, data.threshold],
        usage_revision: revision,
      })),
  },
});
