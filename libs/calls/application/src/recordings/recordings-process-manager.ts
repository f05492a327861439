import type { BlobStore } from '@receptionist/blob-store';
import { callDecider, type CallCommand, CALL_STREAM_PREFIX, recordingBlobKey } from '@receptionist/calls-domain';
import { handleCommand } from '@receptionist/cqrs';
import { ERASED, fold } from '@receptionist/domain-kit';
import type { EventStore, StoredEvent } from '@receptionist/event-store';
import type { OutboundHttp } from '@receptionist/outbound-http';
import { ProcessManager, type ProcessManagerState } from '@receptionist/projections';
import type { Doc, ReadStore } from '@receptionist/read-store';
import { fetchRecording } from './recording-fetch';

/** The checkpoint key and lease of the process manager. */
export const RECORDINGS_PROCESS_MANAGER = 'recordings_process_manager';
/** Its own state: the calls whose recording was requested, and whether one is still awaited. */
export const PM_RECORDINGS = 'pm_recordings';
/** The waits after each failed attempt: five attempts over about 16 minutes, then RecordingFetchFailed. */
export const RECORDING_FETCH_RETRY_DELAYS_SECONDS: readonly number[] = [10, 60, 300, 600];

interface PmRecordingDoc extends Doc {
  stream: string;
  awaited: boolean;
}

/** The attempts so far at one call's recording (a small versioned record beside the state: written between batches). */
interface FetchAttempts {
  attempts: number;
  nextAttemptAt: string;
  lastReason: string;
}

export interface RecordingsProcessManagerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  blobStore: BlobStore;
  http: OutboundHttp;
  /** RECORDING_MAX_BYTES. */
  maxBytes: number;
  retryDelaysSeconds?: readonly number[];
  /** Decides which retries are due; injectable so tests need no waiting. */
  clock?: () => Date;
  /** Recordings fetched per round at most. */
  fetchLimit?: number;
  leaseTtlMs?: number;
  batchSize?: number;
}

const FINISHING_TYPES = new Set<string>(['RecordingStored', 'RecordingFetchFailed', 'RecordingDeleted']);
const attemptsKey = (callId: string) => `${RECORDINGS_PROCESS_MANAGER}:attempts:${callId}`;

/**
 * The recordings process manager (ARCHITECTURE.md §9): fetches each recording a report named by `recording_url`
 * (RecordingRequested) once, with OutboundHttp, keeps it in the blob store and appends `RecordingStored{source:'url'}`
 * to the call's stream — or, when the address is refused, the answer is not audio or too large, or every attempt
 * failed, `RecordingFetchFailed` with the reason. Both are decided by the call's decider on the call's own stream
 * (only while the recording is requested, under optimistic concurrency): one outcome per request whatever restarts,
 * replays or second instances happen. A crash between the blob and its event fetches again and writes the same key.
 *
 * Unlike the alerts, a request older than the process manager's first start is still fetched: it has no side effect
 * to repeat, and an outcome already in the log has closed it.
 */
export class RecordingsProcessManager extends ProcessManager {
  private readonly clock: () => Date;
  private readonly retryDelaysSeconds: readonly number[];
  private readonly fetchLimit: number;

  constructor(private readonly options: RecordingsProcessManagerOptions) {
    super(
      {
        name: RECORDINGS_PROCESS_MANAGER,
        collections: [{ name: PM_RECORDINGS, indexes: [{ fields: ['awaited'] }] }],
        eventTypes: ['RecordingRequested', ...FINISHING_TYPES],
      },
      options,
    );
    this.clock = options.clock ?? (() => new Date());
    this.retryDelaysSeconds = options.retryDelaysSeconds ?? RECORDING_FETCH_RETRY_DELAYS_SECONDS;
    this.fetchLimit = options.fetchLimit ?? 20;
  }

  /** The requested recordings now due. */
  protected afterCatchUp(): Promise<boolean> {
    return this.fetchDue();
  }

  protected async handle(event: StoredEvent, state: ProcessManagerState): Promise<void> {
    if (!event.stream.startsWith(CALL_STREAM_PREFIX)) return;
    const { callId } = event.data as { callId: string };
    if (event.type === 'RecordingRequested') {
      state.put(PM_RECORDINGS, { id: callId, stream: event.stream, awaited: true } satisfies PmRecordingDoc);
      return;
    }
    if (!FINISHING_TYPES.has(event.type)) return;
    const awaited = await state.get<PmRecordingDoc>(PM_RECORDINGS, callId);
    if (awaited?.awaited) state.put(PM_RECORDINGS, { ...awaited, awaited: false });
  }

  /** Fetches the awaited recordings whose next attempt is due; true when it appended an outcome to catch up with. */
  private async fetchDue(): Promise<boolean> {
    const awaited = await this.options.readStore
      .collection<PmRecordingDoc>(PM_RECORDINGS)
      .find({ where: { awaited: true }, orderBy: [{ field: 'id', direction: 'asc' }] });
    let appended = false;
    let fetched = 0;
    for (const doc of awaited) {
      if (fetched >= this.fetchLimit || !(await this.leads())) break;
      const previous = await this.options.readStore.readState<FetchAttempts>(attemptsKey(doc.id));
      if (previous && Date.parse(previous.value.nextAttemptAt) > this.clock().getTime()) continue;
      fetched++;
      if (await this.attempt(doc, previous?.value.attempts ?? 0, previous?.version ?? 0)) appended = true;
    }
    return appended;
  }

  /** One attempt at one call's recording, decided from the call's own stream as it is now. */
  private async attempt(doc: PmRecordingDoc, attemptsBefore: number, version: number): Promise<boolean> {
    const { eventStore, blobStore, http, maxBytes } = this.options;
    const call = fold(callDecider, await eventStore.readStream(doc.stream));
    if (call.recording?.status !== 'requested' || call.reportedRecording?.kind !== 'url' || !call.logged) return false;
    const attempts = attemptsBefore + 1;
    if (call.reportedRecording.url === ERASED)
      return this.decide(doc, { type: 'FailRecordingFetch', data: { reason: "The caller's data was erased", attempts } });
    const outcome = await fetchRecording(http, call.reportedRecording.url, maxBytes);
    if (outcome.ok) {
      const { clientId, callId } = call.logged;
      const blobKey = recordingBlobKey(clientId, callId.slice(clientId.length + 1), outcome.audio);
      await blobStore.put(blobKey, outcome.audio, outcome.contentType);
      const { contentType, durationSeconds } = outcome;
      return this.decide(doc, { type: 'StoreFetchedRecording', data: { blobKey, contentType, sizeBytes: outcome.audio.length, durationSeconds } });
    }
    if (outcome.final || attempts > this.retryDelaysSeconds.length) {
      return this.decide(doc, { type: 'FailRecordingFetch', data: { reason: outcome.reason, attempts } });
    }
    const nextAttemptAt = new Date(this.clock().getTime() + this.retryDelaysSeconds[attempts - 1] * 1000).toISOString();
    await this.options.readStore.writeState<FetchAttempts>(attemptsKey(doc.id), { attempts, nextAttemptAt, lastReason: outcome.reason }, version);
    return false;
  }

  private async decide(doc: PmRecordingDoc, command: CallCommand): Promise<boolean> {
    const decided = await handleCommand(this.options.eventStore, {
      stream: doc.stream,
      decider: callDecider,
      command,
      metadata: { now: this.clock() },
    });
    return decided.events.length > 0;
  }
}
