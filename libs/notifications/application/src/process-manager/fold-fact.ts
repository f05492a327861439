import { localDateOf } from '@receptionist/domain-kit';
import { dayCountsOf, dayInstantOf, type Fact } from '@receptionist/notifications-domain';
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

/** Folds one fact into the process manager's state: who the users and admins are, each client's owner and choices, day counts. */
export async function foldFact(state: ProcessManagerState, fact: Fact): Promise<void> {
  const user = fact.data as UserFactData;
  const client = fact.data as ClientFactData;
  switch (fact.type) {
    case 'UserRegistered':
    case 'UserRegistered.v2':
      return changeUser(state, user.userId, () => ({ email: user.email ?? null }));
    case 'EmailChanged':
      return changeUser(state, user.userId, () => ({ email: user.to ?? null }));
    case 'RoleGranted':
    case 'RoleRevoked':
      if (user.role !== 'admin') return;
      return changeUser(state, user.userId, () => ({ admin: fact.type === 'RoleGranted' }));
    case 'LeadMailsChanged':
      return changeUser(state, user.userId, () => ({ leadMails: user.enabled === true }));
    case 'ClientCreated.v2':
      return changeClient(state, client.clientId, () => ({ ownerId: client.ownerId ?? null, businessName: client.businessName ?? null }));
    case 'SettingsChanged.v2':
      if (client.field !== 'business_name') return;
      return changeClient(state, client.clientId, () => ({ businessName: typeof client.to === 'string' ? client.to : null }));
    case 'AlertPreferencesChanged':
      return changeClient(state, client.clientId, (current) => preferencesChange(current, client.to as AlertPreferences, fact.occurredAt));
    case 'PersonalDataErased':
      return forgetErased(state, (fact.data as { subjects: string[] }).subjects);
    case 'AlertRaised': {
      const { kind, clientId, factId } = fact.data as { kind: string; clientId: string | null; factId: string };
      if (kind !== 'daily_summary' || !clientId) return;
      // A summary's fact id is `<clientId>:<local date>`.
      return changeClient(state, clientId, () => ({ lastSummaryDate: factId.slice(clientId.length + 1) }));
    }
    default: {
      const clientId = client.clientId;
      if (typeof clientId === 'string') await countDay(state, fact, clientId);
    }
  }
}
