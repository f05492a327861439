import { localDateOf } from '@receptionist/domain-kit';
import { DAY_COUNT_EVENT_TYPES, dayCountsOf, dayInstantOf, type Fact } from '@receptionist/notifications-domain';
import type { AlertPreferences } from '@receptionist/contracts';
import type { ProcessManagerState } from '@receptionist/projections';
import { newClient, newUser, PM_CLIENTS, PM_DAYS, PM_USERS, type PmClientDoc, type PmDayDoc, type PmUserDoc } from './alerts-state';

/** The facts of other contexts the process manager folds, by their stored type names (it imports none of them). */
interface UserFactData {
  userId: string;
  email?: string;
  to?: string;
  role?: string;
  enabled?: boolean;
}
interface ClientFactData {
  clientId: string;
  ownerId?: string;
  businessName?: string;
  field?: string;
  to?: AlertPreferences | string | null;
  changedAt?: string;
}

async function changeUser(state: ProcessManagerState, userId: string, change: (user: PmUserDoc) => Partial<PmUserDoc>) {
  const user = (await state.get<PmUserDoc>(PM_USERS, userId)) ?? newUser(userId);
  state.put(PM_USERS, { ...user, ...change(user) });
}

async function changeClient(state: ProcessManagerState, clientId: string, change: (client: PmClientDoc) => Partial<PmClientDoc>) {
  const client = (await state.get<PmClientDoc>(PM_CLIENTS, clientId)) ?? newClient(clientId);
  state.put(PM_CLIENTS, { ...client, ...change(client) });
}

function preferencesChange(client: PmClientDoc, to: AlertPreferences, at: string): Partial<PmClientDoc> {
  const enabled = to.dailySummary.enabled;
  return { preferences: to, summaryEnabled: enabled, summarySince: enabled ? (client.summaryEnabled ? client.summarySince : at) : null };
}

async function countDay(state: ProcessManagerState, fact: Fact, clientId: string) {
  const counts = dayCountsOf(fact);
  if (!counts) return;
  const client = await state.get<PmClientDoc>(PM_CLIENTS, clientId);
  const timeZone = client?.preferences.dailySummary.timeZone ?? 'UTC';
  const id = `${clientId}:${localDateOf(new Date(dayInstantOf(fact)), timeZone)}`;
  const day = (await state.get<PmDayDoc>(PM_DAYS, id)) ?? { id, calls: 0, minutes: 0, appointments: 0, messages: 0 };
  state.put(PM_DAYS, {
    ...day,
    calls: day.calls + counts.calls,
    minutes: day.minutes + counts.minutes,
    appointments: day.appointments + counts.appointments,
    messages: day.messages + counts.messages,
  });
}

/** An erasure (ARCHITECTURE.md §8) leaves no readable copy here: an erased owner's address and business name go. */
async function forgetErased(state: ProcessManagerState, subjects: readonly string[]): Promise<void> {
  for (const subject of subjects) {
    if (subject.startsWith('user-')) {
      const user = await state.get<PmUserDoc>(PM_USERS, subject.slice('user-'.length));
      if (user) state.put(PM_USERS, { ...user, email: null });
    } else if (subject.startsWith('client-')) {
      const client = await state.get<PmClientDoc>(PM_CLIENTS, subject.slice('client-'.length));
      if (client) state.put(PM_CLIENTS, { ...client, businessName: null });
    }
  }
}

type Folder = (state: ProcessManagerState, fact: Fact) => Promise<void>;
const userOf = (fact: Fact) => fact.data as UserFactData;
const clientOf = (fact: Fact) => fact.data as ClientFactData;

const registered: Folder = (state, fact) => changeUser(state, userOf(fact).userId, () => ({ email: userOf(fact).email ?? null }));
const adminRole: Folder = async (state, fact) => {
  const user = userOf(fact);
  if (user.role === 'admin') await changeUser(state, user.userId, () => ({ admin: fact.type === 'RoleGranted' }));
};

/** How each type of fact changes the state, day counts aside: who the users and admins are, each client's owner and choices. */
const FOLDERS = new Map<string, Folder>([
  ['UserRegistered', registered],
  ['UserRegistered.v2', registered],
  ['EmailChanged', (state, fact) => changeUser(state, userOf(fact).userId, () => ({ email: userOf(fact).to ?? null }))],
  ['RoleGranted', adminRole],
  ['RoleRevoked', adminRole],
  ['LeadMailsChanged', (state, fact) => changeUser(state, userOf(fact).userId, () => ({ leadMails: userOf(fact).enabled === true }))],
  [
    'ClientCreated.v2',
    (state, fact) => {
      const client = clientOf(fact);
      return changeClient(state, client.clientId, () => ({ ownerId: client.ownerId ?? null, businessName: client.businessName ?? null }));
    },
  ],
  [
    'SettingsChanged.v2',
    async (state, fact) => {
      const client = clientOf(fact);
      if (client.field !== 'business_name') return;
      await changeClient(state, client.clientId, () => ({ businessName: typeof client.to === 'string' ? client.to : null }));
    },
  ],
  [
    'AlertPreferencesChanged',
    (state, fact) =>
      changeClient(state, clientOf(fact).clientId, (current) => preferencesChange(current, clientOf(fact).to as AlertPreferences, fact.occurredAt)),
  ],
  ['PersonalDataErased', (state, fact) => forgetErased(state, (fact.data as { subjects: string[] }).subjects)],
  [
    'AlertRaised',
    async (state, fact) => {
      const { kind, clientId, factId } = fact.data as { kind: string; clientId: string | null; factId: string };
      if (kind !== 'daily_summary' || !clientId) return;
      // A summary's fact id is `<clientId>:<local date>`.
      await changeClient(state, clientId, () => ({ lastSummaryDate: factId.slice(clientId.length + 1) }));
    },
  ],
]);

/**
 * The types of facts the process manager folds into its state, day counts included: all it reads of the history
 * before its first start.
 */
export const ALERTS_FOLDED_EVENT_TYPES: readonly string[] = [...FOLDERS.keys(), ...DAY_COUNT_EVENT_TYPES];

/** Folds one fact into the process manager's state: who the users and admins are, each client's owner and choices, day counts. */
export async function foldFact(state: ProcessManagerState, fact: Fact): Promise<void> {
  const folder = FOLDERS.get(fact.type);
  if (folder) return folder(state, fact);
  const clientId = clientOf(fact).clientId;
  if (typeof clientId === 'string') await countDay(state, fact, clientId);
}
