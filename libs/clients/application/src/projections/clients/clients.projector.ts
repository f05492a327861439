import type { UsageMinutesCounted } from '@receptionist/calls-domain';
import type { ClientEvent } from '@receptionist/clients-domain';
import type { PlanType } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext, type ProjectionHandler } from '@receptionist/projections';

export const CLIENTS = 'clients';

/** One client record (id = client id); `minutes_used` counts the minutes of `usage_period` (yyyy-mm, UTC). */
export interface ClientDoc {
  [field: string]: unknown;
  id: string;
  owner_id: string;
  business_name: string;
  greeting_message: string;
  ai_voice: string;
  ai_personality: string;
  phone_number: string | null;
  phone_number_requested: boolean;
  forwarding_number: string | null;
  plan_type: PlanType;
  requested_plan: PlanType | null;
  minutes_limit: number;
  minutes_used: number;
  usage_period: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

type DataOf<T extends ClientEvent['type']> = Extract<ClientEvent, { type: T }>['data'];

function change<T extends ClientEvent['type']>(patch: (data: DataOf<T>, doc: ClientDoc) => Partial<ClientDoc>): ProjectionHandler {
  return async (event: StoredEvent<DataOf<T>>, context: ProjectionContext) => {
    const doc = await context.get<ClientDoc>(CLIENTS, event.data.client_id);
    if (doc) context.put(CLIENTS, { ...doc, ...patch(event.data, doc), updated_at: event.metadata.occurredAt });
  };
}

export const clientsProjector = defineProjector({
  name: CLIENTS,
  version: 1,
  collections: [{ name: CLIENTS, indexes: [{ fields: ['owner_id'] }, { fields: ['created_at'] }] }],
  handlers: {
    ClientCreated: ({ data }: StoredEvent<DataOf<'ClientCreated'>>, context) => {
      const { client_id, ...fields } = data;
      context.put(CLIENTS, {
        id: client_id,
        ...fields,
        phone_number: null,
        phone_number_requested: false,
        forwarding_number: null,
        requested_plan: null,
        minutes_used: 0,
        usage_period: null,
        updated_at: data.created_at,
      });
    },
    SettingsChanged: change<'SettingsChanged'>((data) => ({ [data.field]: data.to })),
    PhoneNumberRequested: change<'PhoneNumberRequested'>(() => ({ phone_number_requested: true })),
    PhoneNumberAssigned: change<'PhoneNumberAssigned'>((data) => ({ phone_number: data.phone_number, phone_number_requested: false })),
    PlanChangeRequested: change<'PlanChangeRequested'>((data) => ({ requested_plan: data.to })),
    PlanChanged: change<'PlanChanged'>((data) => ({ plan_type: data.to, minutes_limit: data.minutes_limit, requested_plan: null })),
    ClientActivated: change<'ClientActivated'>(() => ({ is_active: true })),
    ClientDeactivated: change<'ClientDeactivated'>(() => ({ is_active: false })),
    UsageMinutesCounted: async ({ data }: StoredEvent<UsageMinutesCounted['data']>, context) => {
      const doc = await context.get<ClientDoc>(CLIENTS, data.client_id);
      if (!doc || (doc.usage_period && data.period < doc.usage_period)) return;
      const minutes_used = data.period === doc.usage_period ? doc.minutes_used + data.minutes : data.minutes;
      context.put(CLIENTS, { ...doc, minutes_used, usage_period: data.period });
    },
  },
});
