import type { BlobStore } from '@receptionist/blob-store';
import {
  CALL_EVENT_TYPES,
  type CallEvent,
  callDecider,
  callStream,
  type RecordingDeletionCause,
  recordingToDelete,
} from '@receptionist/calls-domain';
import { storedRecordingRetentionDays } from '@receptionist/contracts';
import { fold, uuidFromHash } from '@receptionist/domain-kit';
import { DuplicateEventIdError, type EventStore, WrongExpectedRevisionError } from '@receptionist/event-store';
import { LeasedRounds, type ReadModels } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';
import type { CallsPlatform } from '../../calls-platform';
import {
  CALL_RECORDINGS,
  type CallRecordingDoc,
  RECORDING_CLIENTS,
  type RecordingClientDoc,
} from '../../projections/call-recordings/call-recordings.projector';

export const RECORDING_RETENTION_SWEEPER = 'recording-retention';
const DAY_MS = 86_400_000;
const CALL_EVENT_NAMES = new Set<string>(CALL_EVENT_TYPES);
const isConflict = (error: unknown) => error instanceof WrongExpectedRevisionError || error instanceof DuplicateEventIdError;

export interface RecordingRetentionSweeperOptions {
  eventStore: EventStore;
  /** Holds the sweeper's lease. */
  readStore: ReadStore;
  readModels: ReadModels;
  /** Tells whether the call_recordings read model has seen the sweeper's own deletions yet. */
  projections: CallsPlatform['projections'];
  blobStore: BlobStore;
  /** Injectable so tests need no waiting. */
  clock?: () => Date;
  leaseTtlMs?: number;
  /** Recordings per client per round. */
  batchSize?: number;
}

/**
 * Deletes recordings older than their client's retention (`recording_retention_days`, default 90), and every
 * recording of a client whose personal data was erased (a voice is personal data; crypto-shredding does not reach
 * blobs). Candidates come
 * from the call_recordings read model; the decision is taken on the call's own stream, then the blob is deleted and
 * `RecordingDeleted` appended at the revision that was read. A crash between the two leaves the event to the next
 * round (the blob is already gone, which is fine); a concurrent append, or a second sweeper, meets a conflict and
 * records nothing: one `RecordingDeleted` per stored recording. One process leads it (lease). A round waits until
 * the read model shows the previous round's deletions: until then it would find the same recordings again.
 */
export class RecordingRetentionSweeper {
  private readonly clock: () => Date;
  private readonly batchSize: number;
  private readonly rounds: LeasedRounds<number | null>;
  /** Position of the last `RecordingDeleted` this sweeper appended. */
  private lastDeletion = 0;

  constructor(private readonly options: RecordingRetentionSweeperOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.batchSize = options.batchSize ?? 100;
    this.rounds = new LeasedRounds({ readStore: options.readStore, name: RECORDING_RETENTION_SWEEPER, ttlMs: options.leaseTtlMs }, () =>
      this.round(),
    );
  }

  /** One round; the number of recordings it deleted, or null when another process leads. */
  runOnce(): Promise<number | null> {
    return this.rounds.runOnce();
  }

  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.rounds.start(intervalMs, onError);
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  private async round(): Promise<number | null> {
    const { readModels } = this.options;
    if ((await this.rounds.lead()) === null) return null;
    if (!(await this.readModelShowsLastDeletion())) return 0;
    const now = this.clock();
    let deleted = 0;
    const clients = await readModels.collection<RecordingClientDoc>(RECORDING_CLIENTS).find();
    for (const { causeOf, clientIds, storedBy } of sweepGroups(clients, now)) {
      const due = await readModels.collection<CallRecordingDoc>(CALL_RECORDINGS).find({
        where: { client_id: { in: clientIds }, status: 'stored', stored_at: { lte: storedBy } },
        orderBy: { field: 'stored_at' },
        limit: this.batchSize,
      });
      for (const recording of due) if (await this.delete(recording, causeOf(recording.client_id), now)) deleted++;
    }
    return deleted;
  }

  private async readModelShowsLastDeletion(): Promise<boolean> {
    if (this.lastDeletion === 0) return true;
    return this.options.projections.waitFor(this.lastDeletion, { projectors: [CALL_RECORDINGS], timeoutMs: 0 });
  }

  private async delete(recording: CallRecordingDoc, cause: RecordingDeletionCause, now: Date): Promise<boolean> {
    const { eventStore, blobStore } = this.options;
    const callKey = recording.id.slice(recording.client_id.length + 1);
    const stream = callStream(callKey);
    const events = await eventStore.readStream(stream);
    const ofThisCall = events.filter((event) => CALL_EVENT_NAMES.has(event.type) && (event.data as { callId?: string }).callId === recording.id);
    const decision = recordingToDelete(fold(callDecider, ofThisCall as unknown as CallEvent[]), {
      callId: recording.id,
      clientId: recording.client_id,
      cause,
      now,
    });
    if (!decision || events.length === 0) return false;
    await blobStore.delete(decision.data.blobKey);
    const revision = events[events.length - 1].revision;
    const eventId = uuidFromHash(`${recording.id}:recording-deleted:${revision}`, '5');
    try {
      const { position } = await eventStore.append(stream, [{ eventId, type: decision.type, data: decision.data }], revision);
      this.lastDeletion = Math.max(this.lastDeletion, position);
      return true;
    } catch (error) {
      if (isConflict(error)) return false;
      throw error;
    }
  }
}

/** Clients per read-store query: a bounded `in (…)`. */
const CLIENTS_PER_QUERY = 500;

interface SweepGroup {
  causeOf: (clientId: string) => RecordingDeletionCause;
  clientIds: string[];
  /** The latest `stored_at` any client of the group may have deleted now. */
  storedBy: string;
}

/**
 * The round's queries: clients grouped by retention (one query per 500 clients of each of the five choices, not one
 * per client) and erased clients, so a round costs a handful of indexed reads however many clients there are.
 */
function sweepGroups(clients: readonly RecordingClientDoc[], now: Date): SweepGroup[] {
  const erasedAt = new Map(clients.flatMap((client) => (client.erased_at ? [[client.id, client.erased_at] as const] : [])));
  const byDays = new Map<number, string[]>();
  for (const client of clients) {
    if (client.erased_at) continue;
    const days = storedRecordingRetentionDays(client.retention_days);
    byDays.set(days, [...(byDays.get(days) ?? []), client.id]);
  }
  const groups: SweepGroup[] = [];
  for (const [retentionDays, ids] of byDays) {
    const storedBy = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
    for (const clientIds of chunks(ids)) groups.push({ causeOf: () => ({ reason: 'retention', retentionDays }), clientIds, storedBy });
  }
  for (const clientIds of chunks([...erasedAt.keys()])) {
    const storedBy = clientIds.map((id) => erasedAt.get(id) ?? '').reduce((latest, at) => (at > latest ? at : latest), '');
    groups.push({ causeOf: (clientId) => ({ reason: 'erasure', erasedAt: erasedAt.get(clientId) ?? '' }), clientIds, storedBy });
  }
  return groups;
}

function chunks(ids: readonly string[]): string[][] {
  return Array.from({ length: Math.ceil(ids.length / CLIENTS_PER_QUERY) }, (_, index) =>
    ids.slice(index * CLIENTS_PER_QUERY, (index + 1) * CLIENTS_PER_QUERY),
  );
}
