import type { ClientEvent } from '@receptionist/clients-domain';
import type { PlanType } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext, type ProjectionHandler } from '@receptionist/projections';
import { ADMIN_OVERVIEW, updateOverview } from './admin-overview';
import { CLIENT_OWNERS, type ClientOwnerDoc, ownerHandlers, ownerOf } from './client-owners';

export const CLIENTS = 'clients';

/**
 * One client record (id = client id); its minutes are kept by calls (see published-usage.ts). The owner's
 * e-mail and name are copied in (and follow the owner's changes) so the admin list needs no second lookup;
 * `sort_name`, `status` and `pending_request` are what the admin list sorts and filters on; its search box matches the
 * business name and the owner's e-mail and name through the collection's full-text index (`search` below).
 */
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
  /** The agent's knowledge and rules: set by SettingsChanged only (absent until first set; JSON for the structured ones). */
  business_address?: string | null;
  directions?: string | null;
  business_hours?: string | null;
  knowledge?: string | null;
  transfer_rules?: string | null;
  agents?: string | null;
  sms_follow_up?: string | null;
  recording_retention_days?: string | null;
  plan_type: PlanType;
  requested_plan: PlanType | null;
  minutes_limit: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  owner_email: string | null;
  owner_full_name: string | null;
  /** Business name, lower-cased. */
  sort_name: string;
  /** `active` or `inactive`: a string, so an index can serve the status filter. */
  status: 'active' | 'inactive';
  /** The owner asked for a phone number or another plan and no admin has acted on it yet. */
  pending_request: boolean;
}

type DerivedField = 'sort_name' | 'status' | 'pending_request';
/** A client record without the derived fields (and without the index signature, which Omit would keep alone). */
type ClientFields = { [K in keyof ClientDoc as string extends K ? never : K extends DerivedField ? never : K]: ClientDoc[K] };

type DataOf<T extends ClientEvent['type']> = Extract<ClientEvent, { type: T }>['data'];

/** Recomputes the fields derived from the others. */
function derived(doc: ClientFields): ClientDoc {
  return {
    ...doc,
    sort_name: doc.business_name.toLowerCase(),
    status: doc.is_active ? 'active' : 'inactive',
    pending_request: doc.phone_number_requested || doc.requested_plan !== null,
  };
}

/** Writes a client record and moves the admin overview figures with it. */
async function save(context: ProjectionContext, before: ClientDoc | null, fields: ClientFields) {
  const after = derived(fields);
  context.put(CLIENTS, after);
  await updateOverview(context, before, after);
}

function change<T extends ClientEvent['type']>(patch: (data: DataOf<T>, doc: ClientDoc) => Partial<ClientDoc>): ProjectionHandler {
  return async (event: StoredEvent<DataOf<T>>, context: ProjectionContext) => {
    const doc = await context.get<ClientDoc>(CLIENTS, event.data.clientId);
    if (doc) await save(context, doc, { ...doc, ...patch(event.data, doc), updated_at: event.metadata.occurredAt });
  };
}

async function patchOwner(context: ProjectionContext, clientId: string, owner: ClientOwnerDoc) {
  const doc = await context.get<ClientDoc>(CLIENTS, clientId);
  if (doc) await save(context, doc, { ...doc, owner_email: owner.email, owner_full_name: owner.full_name });
}

export const clientsProjector = defineProjector({
  name: CLIENTS,
  // v2: owner e-mail and name, search and sort fields, the owners lookup and the admin overview aggregate.
  // v3: the list's search on the full-text index. A rebuild writes every record again, so that stores which keep
  // search keys beside each document (MongoDB) hold them for records written before (SQLite indexes existing rows).
  // v4: minutes left to calls' published usage read models (kept once).
  version: 4,
  collections: [
    {
      name: CLIENTS,
      // The list's sort orders (id breaks ties), alone and after the status and plan filters.
      indexes: [
        { fields: ['owner_id'] },
        { fields: ['created_at', 'id'] },
        { fields: ['sort_name', 'id'] },
        { fields: ['status', 'created_at', 'id'] },
        { fields: ['plan_type', 'created_at', 'id'] },
        { fields: ['status', 'sort_name', 'id'] },
        { fields: ['plan_type', 'sort_name', 'id'] },
      ],
      // The admin list's search box: word starts, case- and accent-insensitive, on the read store's full-text index.
      search: { text: ['business_name', 'owner_email', 'owner_full_name'] },
    },
    { name: CLIENT_OWNERS },
    { name: ADMIN_OVERVIEW },
  ],
  handlers: {
    'ClientCreated.v2': async ({ data }: StoredEvent<DataOf<'ClientCreated.v2'>>, context) => {
      const { clientId: client_id } = data;
      const owner = await ownerOf(context, data.ownerId);
      if (!owner.client_ids.includes(client_id)) context.put(CLIENT_OWNERS, { ...owner, client_ids: [...owner.client_ids, client_id] });
      const before = await context.get<ClientDoc>(CLIENTS, client_id);
      await save(context, before, {
        id: client_id,
        owner_id: data.ownerId,
        business_name: data.businessName,
        greeting_message: data.greetingMessage,
        ai_voice: data.aiVoice,
        ai_personality: data.aiPersonality,
        plan_type: data.planType,
        minutes_limit: data.minutesLimit,
        is_active: data.isActive,
        created_at: data.createdAt,
        phone_number: null,
        phone_number_requested: false,
        forwarding_number: null,
        requested_plan: null,
        updated_at: data.createdAt,
        owner_email: owner.email,
        owner_full_name: owner.full_name,
      });
    },
    'SettingsChanged.v2': change<'SettingsChanged.v2'>((data) => ({ [data.field]: data.to })),
    'PhoneNumberRequested.v2': change<'PhoneNumberRequested.v2'>(() => ({ phone_number_requested: true })),
    'PhoneNumberAssigned.v2': change<'PhoneNumberAssigned.v2'>((data) => ({ phone_number: data.phoneNumber, phone_number_requested: false })),
    'PlanChangeRequested.v2': change<'PlanChangeRequested.v2'>((data) => ({ requested_plan: data.to })),
    'PlanChanged.v2': change<'PlanChanged.v2'>((data) => ({ plan_type: data.to, minutes_limit: data.minutesLimit, requested_plan: null })),
    'ClientActivated.v2': change<'ClientActivated.v2'>(() => ({ is_active: true })),
    'ClientDeactivated.v2': change<'ClientDeactivated.v2'>(() => ({ is_active: false })),
    ...ownerHandlers(patchOwner),
  },
});
