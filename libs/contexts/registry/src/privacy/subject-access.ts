import { CALL_LOGS, type CallLogDoc, loadCallDetail } from '@receptionist/calls-application';
import { CLIENTS, type ClientDoc, SETTINGS_HISTORY, type SettingsHistoryDoc } from '@receptionist/clients-application';
import { clientIdOfOwner, clientStream } from '@receptionist/clients-domain';
import { normalizeEmail } from '@receptionist/contracts';
import type { EventStore } from '@receptionist/event-store';
import type { OperationalStore, UserAccounts } from '@receptionist/identity-application';
import { userStream } from '@receptionist/identity-domain';
import { LEAD_HISTORY, type LeadHistoryDoc } from '@receptionist/leads-application';
import { demoRequestStream } from '@receptionist/leads-domain';
import type { ReadModels } from '@receptionist/projections';
import { WEBHOOK_ENDPOINTS, type WebhookEndpointDoc } from '@receptionist/webhooks-application';
import { webhookOwnerKey } from '@receptionist/webhooks-domain';
import { demoRequestsByEmail } from './demo-requests-by-email';

/** Bumped when the export's shape changes, so a reader knows which fields to expect. */
export const SUBJECT_ACCESS_SCHEMA_VERSION = 2;

/** Where a person's data is read from: the normal read paths (read models, streams through the API's event store). */
export interface SubjectAccessSources {
  eventStore: EventStore;
  readModels: ReadModels;
  accounts: UserAccounts;
  operationalStore: OperationalStore;
}

export type Subject = { userId: string } | { email: string };

/**
 * Everything the product holds about one person (GDPR art. 15): their account, devices, demo requests and contact
 * messages, client record, settings history, calls with transcripts, webhook endpoints, and the events of their streams.
 * Never a secret: no password hash, TOTP secret, token, key or webhook signing secret is read at all.
 */
export async function subjectAccessExport(sources: SubjectAccessSources, subject: Subject, now = new Date()) {
  const user = 'userId' in subject ? await sources.accounts.load(subject.userId) : await sources.accounts.findByEmail(normalizeEmail(subject.email));
  const account = user?.exists ? user : null;
  const email = account?.email ?? ('email' in subject ? normalizeEmail(subject.email) : null);
  const demoRequests = email ? await demoRequestsOf(sources, email) : [];
  const clientId = account ? clientIdOfOwner(account.userId) : null;
  const client = clientId ? await sources.readModels.collection<ClientDoc>(CLIENTS).get(clientId) : null;
  const streams = [
    ...(account ? [userStream(account.userId)] : []),
    ...(client ? [clientStream(client.id)] : []),
    ...demoRequests.map((request) => demoRequestStream(request.id)),
  ];
  return {
    schemaVersion: SUBJECT_ACCESS_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    subject: { email },
    account: account && {
      email: account.email,
      fullName: account.fullName,
      createdAt: account.createdAt,
      emailConfirmedAt: account.emailConfirmedAt,
      lastSignInAt: account.lastSignInAt,
      roles: account.roles,
      mfaFactors: account.factors.map(({ factorId, factorType, friendlyName, status, createdAt }) => ({
        factorId,
        factorType,
        friendlyName,
        status,
        createdAt,
      })),
    },
    sessions: account ? await sessionsOf(sources, account.userId) : [],
    demoRequests,
    client: client && {
      record: client,
      settingsHistory: await settingsHistoryOf(sources, client.id),
      calls: await callsOf(sources, client.id),
      webhookEndpoints: await webhookEndpointsOf(sources, client.id),
    },
    events: await eventsOf(sources.eventStore, streams),
  };
}

export type SubjectAccessExport = Awaited<ReturnType<typeof subjectAccessExport>>;

async function demoRequestsOf({ readModels }: SubjectAccessSources, email: string) {
  const requests = await demoRequestsByEmail(readModels, email);
  const history = readModels.collection<LeadHistoryDoc>(LEAD_HISTORY);
  return Promise.all(
    requests.map(async (request) => ({
      ...request,
      history: await history.find({ where: { requestId: request.id }, orderBy: { field: 'revision' } }),
    })),
  );
}

async function sessionsOf({ operationalStore }: SubjectAccessSources, userId: string) {
  return (await operationalStore.sessions.listLive(userId)).map((session) => ({
    createdAt: session.createdAt,
    lastSeenAt: session.refreshedAt,
    userAgent: session.userAgent,
    ip: session.ip,
    assuranceLevel: session.aal,
  }));
}

function settingsHistoryOf({ readModels }: SubjectAccessSources, clientId: string) {
  return readModels.collection<SettingsHistoryDoc>(SETTINGS_HISTORY).find({ where: { client_id: clientId }, orderBy: { field: 'revision' } });
}

async function callsOf({ readModels, eventStore }: SubjectAccessSources, clientId: string) {
  const calls = await readModels.collection<CallLogDoc>(CALL_LOGS).find({ where: { client_id: clientId }, orderBy: { field: 'started_at' } });
  const withTranscripts = [];
  // One short stream read per call, in order: a client's calls are read once per export.
  for (const call of calls) withTranscripts.push(await loadCallDetail(eventStore, call));
  return withTranscripts;
}

/** The endpoints as the owner set them up (URL, description, events, status); not the signing secret nor its version. */
async function webhookEndpointsOf({ readModels }: SubjectAccessSources, clientId: string) {
  const endpoints = await readModels
    .collection<WebhookEndpointDoc>(WEBHOOK_ENDPOINTS)
    .find({ where: { ownerKey: webhookOwnerKey({ kind: 'client', clientId }) }, orderBy: { field: 'createdAt' } });
  return endpoints.map(({ id, url, description, events, status, pausedReason, createdAt, updatedAt }) => ({
    id,
    url,
    description,
    events,
    status,
    pausedReason,
    createdAt,
    updatedAt,
  }));
}

async function eventsOf(eventStore: EventStore, streams: readonly string[]) {
  const events = [];
  for (const stream of streams) {
    for (const event of await eventStore.readStream(stream)) {
      events.push({ stream, type: event.type, occurredAt: event.metadata.occurredAt, data: event.data });
    }
  }
  return events;
}
