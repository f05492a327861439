import { randomUUID } from 'node:crypto';
import { CLIENTS, type ClientDoc } from '@receptionist/clients-application';
import { clientIdOfOwner, clientStream } from '@receptionist/clients-domain';
import { normalizeEmail } from '@receptionist/contracts';
import type { EventStore, PersonalDataCodec, SubjectKeys } from '@receptionist/event-store';
import type { OneTimeTokenKind, OperationalStore, UserAccounts } from '@receptionist/identity-application';
import { userStream } from '@receptionist/identity-domain';
import { demoRequestStream } from '@receptionist/leads-domain';
import type { Projector, ProjectorAction, ReadModels } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import { PERSONAL_DATA_RULES } from '../event-upcasters';
import { demoRequestsByEmail } from './demo-requests-by-email';

export const PERSONAL_DATA_ERASED = 'PersonalDataErased';
export const ERASURE_STREAM_PREFIX = 'personal-data-erasure-';
export const NOTHING_TO_ERASE = 'No personal data is held for this e-mail address.';

const ONE_TIME_TOKEN_KINDS: readonly OneTimeTokenKind[] = ['confirmation', 'recovery', 'magiclink', 'email_change', 'reauthentication'];

export interface ErasureSources {
  eventStore: EventStore;
  readModels: ReadModels;
  readStore: Pick<ReadStore, 'purgeDeleted'>;
  accounts: UserAccounts;
  operationalStore: OperationalStore;
  personalData: { keys: SubjectKeys; codec: PersonalDataCodec };
  projections: {
    requestAction(name: string, action: ProjectorAction): Promise<boolean>;
    waitFor(position: number, options?: { projectors?: string[]; timeoutMs?: number }): Promise<boolean>;
  };
  projectors: readonly Projector[];
  /** Copies of read models kept elsewhere (the "as of" builds and anchors): discarded, to be built again from the log. */
  historyCaches: readonly { discardAll(): Promise<void> }[];
}

export interface ErasureOutcome {
  erasureId: string;
  /** How many subjects (an account, a client, demo requests) had their key deleted. */
  subjects: number;
  /** False when the read models were still being rebuilt when the wait ended (they finish by themselves). */
  readModelsRebuilt: boolean;
}

/**
 * Erases a person (GDPR art. 17) by crypto-shredding: the keys of their account, their client (its calls' callers
 * included) and their demo requests are deleted, so every sealed value of theirs in the log reads "Erased" from now
 * on; their sign-in, sessions, pending mails and one-time tokens are deleted; the read models that held their data
 * are rebuilt from the log and copies of them discarded (counts, durations and outcomes stay). The erasure itself is an event naming the subjects
 * by their opaque stream ids only.
 */
export async function erasePersonalData(
  sources: ErasureSources,
  email: string,
  actorId: string | null,
  { rebuildTimeoutMs = 60_000 } = {},
): Promise<ErasureOutcome | null> {
  const address = normalizeEmail(email);
  const user = await sources.accounts.findByEmail(address);
  const account = user?.exists ? user : null;
  const clientId = account ? clientIdOfOwner(account.userId) : null;
  const client = clientId ? await sources.readModels.collection<ClientDoc>(CLIENTS).get(clientId) : null;
  const requests = await demoRequestsByEmail(sources.readModels, address);
  const subjects = [
    ...(account ? [userStream(account.userId)] : []),
    ...(client ? [clientStream(client.id)] : []),
    ...requests.map((request) => demoRequestStream(request.id)),
  ];
  if (subjects.length === 0) return null;

  const { operationalStore } = sources;
  if (account) {
    const now = new Date().toISOString();
    await operationalStore.credentials.deletePasswordHash(account.userId);
    await operationalStore.credentials.dropPendingSignUps(account.userId);
    await operationalStore.sessions.revokeAllOf(account.userId, now);
    for (const kind of ONE_TIME_TOKEN_KINDS) await operationalStore.oneTimeTokens.deleteOf(account.userId, kind);
    await sources.accounts.reservations.release(address, account.userId);
  }
  await operationalStore.outbox.deleteTo(address);
  await sources.personalData.keys.erase(subjects);
  sources.personalData.codec.forget(subjects);
  for (const cache of sources.historyCaches) await cache.discardAll();

  const erasureId = randomUUID();
  const { position } = await sources.eventStore.append(
    `${ERASURE_STREAM_PREFIX}${erasureId}`,
    [{ type: PERSONAL_DATA_ERASED, data: { erasureId, subjects, erasedAt: new Date().toISOString() }, metadata: { actorId } }],
    'no_stream',
  );
  const readModelsRebuilt = await rebuildPersonalReadModels(sources, position, rebuildTimeoutMs);
  return { erasureId, subjects: subjects.length, readModelsRebuilt };
}

/** The projectors that read a personal field build again from the log, which now reads "Erased" for the subject. */
async function rebuildPersonalReadModels(sources: ErasureSources, position: number, timeoutMs: number): Promise<boolean> {
  const personal = new Set(Object.keys(PERSONAL_DATA_RULES));
  const names = sources.projectors.filter((projector) => projector.eventTypes.some((type) => personal.has(type))).map(({ name }) => name);
  for (const name of names) await sources.projections.requestAction(name, 'rebuild');
  const rebuilt = await sources.projections.waitFor(position, { projectors: names, timeoutMs });
  await sources.readStore.purgeDeleted();
  return rebuilt;
}
