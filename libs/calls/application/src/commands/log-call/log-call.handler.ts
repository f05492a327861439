import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  billableMinutes,
  type CallAccount,
  CallAccountNotFoundError,
  callAccountOf,
  callDecider,
  callKeyOfPlatformCall,
  callLogId,
  callStream,
  clientAccountStream,
  hasNumber,
  lineHolderOf,
  type LogCall,
  periodOf,
  phoneLineStreamOf,
  recordingBlobKey,
  type ReportedRecording,
  usageDecider,
  type UsageState,
  usageStateFromTotals,
  usageStream,
} from '@receptionist/calls-domain';
import { handleCommand, type StreamSnapshot } from '@receptionist/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { USAGE, type UsageDoc, usageDocId } from '../../projections/usage/usage.projector';
import { type IncomingRecording, LogCallCommand, type LogCallResult } from './log-call.command';

function reportedRecording(recording: IncomingRecording | null, clientId: string, callKey: string): ReportedRecording | null {
  if (!recording) return null;
  if (recording.kind === 'url') return recording;
  const { audio, contentType, durationSeconds } = recording;
  return { kind: 'upload', blobKey: recordingBlobKey(clientId, callKey, audio), contentType, sizeBytes: audio.length, durationSeconds };
}

@CommandHandler(LogCallCommand)
export class LogCallHandler implements ICommandHandler<LogCallCommand, LogCallResult> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ line, platformCallId, details, outcomes, recording }: LogCallCommand): Promise<LogCallResult> {
    const client = await this.clientOf(line);
    const clientId = client.clientId as string;
    const callKey = platformCallId === null ? randomUUID().replace(/-/g, '') : callKeyOfPlatformCall(platformCallId);
    const callId = callLogId(clientId, callKey);
    const period = periodOf(details.startedAt);
    // Read before logging the call: every count of this call made after the log entry is then after the snapshot.
    const usageSnapshot = await this.usageSnapshot(clientId, period);
    const logged = await this.logCall(
      callKey,
      { callId, clientId, platformCallId, details, outcomes, recording: reportedRecording(recording, clientId, callKey) },
      recording?.kind === 'upload' ? recording.audio : null,
    );
    const [callEvent] = await this.platform.eventStore.readStream(callStream(callKey));
    // Counted after logging: a retried report completes a count that an earlier attempt did not get to. A new call
    // is decided on the running total plus the usage events after it; a repeated report, which an earlier attempt
    // may have counted at any time, on the whole month.
    const duplicate = logged.events.length === 0;
    await handleCommand(this.platform.eventStore, {
      stream: usageStream(clientId, period),
      decider: usageDecider,
      command: { type: 'CountCallMinutes', data: { clientId, period, callId, minutes: billableMinutes(details), minutesLimit: client.minutesLimit } },
      snapshot: duplicate ? null : usageSnapshot,
    });
    // A new call's position is its last event's (the outcomes too are then projected); a repeat's is the call's.
    return { id: callId, duplicate, position: logged.position ?? callEvent.position };
  }

  /**
   * Appends the call's events. Uploaded audio goes into the blob store first, and only for a call not logged yet (a
   * retried report writes nothing); if the call's events are then refused, the audio is removed again unless a
   * concurrent identical report's events now name it.
   */
  private async logCall(callKey: string, data: LogCall['data'], audio: Buffer | null) {
    const stream = callStream(callKey);
    const log = () => handleCommand(this.platform.eventStore, { stream, decider: callDecider, command: { type: 'LogCall', data } });
    const upload = data.recording?.kind === 'upload' ? data.recording : null;
    if (!upload || !audio || (await this.platform.eventStore.readStream(stream)).length > 0) return log();
    await this.platform.blobStore.put(upload.blobKey, audio, upload.contentType);
    try {
      return await log();
    } catch (error) {
      const events = await this.platform.eventStore.readStream(stream);
      const named = events.some((event) => event.type === 'RecordingStored' && (event.data as { blobKey: string }).blobKey === upload.blobKey);
      if (!named) await this.platform.blobStore.delete(upload.blobKey);
      throw error;
    }
  }

  /** The client-month's running total as the usage read model holds it (null: fold the whole stream). */
  private async usageSnapshot(clientId: string, period: string): Promise<StreamSnapshot<UsageState> | null> {
    const doc = await this.platform.readModels.collection<UsageDoc>(USAGE).get(usageDocId(clientId, period));
    if (!doc || doc.usage_revision === undefined) return null;
    return { revision: doc.usage_revision, state: usageStateFromTotals(doc.minutes_used, doc.thresholds_reached) };
  }

  /**
   * The client's account as its published events say now: the client stream, and for a called number the line's
   * stream (read-your-writes: no read-model lag turns a just-created client or a just-assigned number into a 404).
   */
  private async clientOf(line: LogCallCommand['line']): Promise<CallAccount> {
    const clientId =
      'clientId' in line ? line.clientId : lineHolderOf(await this.platform.eventStore.readStream(phoneLineStreamOf(line.calledNumber)));
    const account = clientId === null ? null : callAccountOf(await this.platform.eventStore.readStream(clientAccountStream(clientId)));
    if ('calledNumber' in line && (!account?.exists || !hasNumber(account, line.calledNumber))) {
      throw new CallAccountNotFoundError(`No client has the number ${line.calledNumber}`);
    }
    if (!account?.exists) throw new CallAccountNotFoundError(`No client has the id ${clientId}`);
    return account;
  }
}
