import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import type { CallState } from '@receptionist/calls-domain';

/** Where the owner's player fetches the audio (GET, with the access token; ranges welcome). */
export function recordingUrl(callId: string): string {
  return `/api/calls/${encodeURIComponent(callId)}/recording`;
}

@ObjectType('CallRecording', { description: "The call's audio: on its way, kept (playable at `url`), never received, or deleted" })
export class CallRecordingType {
  @Field({ description: 'requested, stored, failed or deleted' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Only when stored: GET it with the access token (HTTP ranges supported; ?download=1 to save)' })
  url!: string | null;

  @Field(() => String, { nullable: true })
  contentType!: string | null;

  @Field(() => Int, { nullable: true })
  sizeBytes!: number | null;

  @Field(() => Float, { nullable: true, description: 'Read from the audio when its format says; null otherwise' })
  durationSeconds!: number | null;

  @Field(() => String, { nullable: true, description: 'failed: why; deleted: retention or erasure' })
  reason!: string | null;

  @Field(() => Int, { nullable: true, description: 'deleted for retention: the days the client kept recordings then' })
  retentionDays!: number | null;

  @Field(() => String, { nullable: true, description: 'ISO-8601, when the audio was deleted' })
  deletedAt!: string | null;
}

export function toCallRecordingType(callId: string, recording: NonNullable<CallState['recording']>): CallRecordingType {
  const none = { url: null, contentType: null, sizeBytes: null, durationSeconds: null, reason: null, retentionDays: null, deletedAt: null };
  switch (recording.status) {
    case 'requested':
      return { ...none, status: 'requested' };
    case 'stored':
      return {
        ...none,
        status: 'stored',
        url: recordingUrl(callId),
        contentType: recording.contentType,
        sizeBytes: recording.sizeBytes,
        durationSeconds: recording.durationSeconds,
      };
    case 'failed':
      return { ...none, status: 'failed', reason: recording.reason };
    case 'deleted':
      return { ...none, status: 'deleted', reason: recording.reason, retentionDays: recording.retentionDays, deletedAt: recording.deletedAt };
  }
}
