import type { CallState } from '@receptionist/calls-domain';
import { KeysetPageType } from '@receptionist/read-store';
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import type { CallDetailDoc, CallOutcomesState } from './call-detail';

@ObjectType('CallTransfer', { description: 'Where the receptionist transferred the call, and whether anyone answered' })
export class CallTransferType {
  @Field({ description: 'sales, service or other' })
  department!: string;

  @Field(() => String, { nullable: true })
  toName!: string | null;

  @Field()
  toNumber!: string;

  @Field()
  answered!: boolean;

  @Field({ description: 'ISO-8601' })
  at!: string;
}

@ObjectType('CallSms', { description: 'The follow-up text sent to the caller after the call' })
export class CallSmsType {
  @Field()
  to!: string;

  @Field()
  text!: string;

  @Field({ description: 'sent, delivered or failed' })
  status!: string;

  @Field({ description: 'ISO-8601' })
  at!: string;
}

@ObjectType('CallLog', { description: 'One call the AI receptionist answered (or a test call from the dashboard)' })
export class CallLogType {
  @Field(() => ID)
  id!: string;

  @Field()
  callerNumber!: string;

  @Field({ description: 'ISO-8601, when the call started' })
  startedAt!: string;

  @Field(() => Int)
  durationSeconds!: number;

  @Field(() => String, { nullable: true, description: "booked_appointment, completed, missed, voicemail or information; null: 'Unknown'" })
  outcome!: string | null;

  @Field({ description: "inbound, outbound or test ('test' is never counted in minutes)" })
  callType!: string;

  /** Undefined for a call read from the list (its document has no transcript): the resolver loads it when asked. */
  @Field(() => String, { nullable: true })
  transcript?: string | null;

  @Field(() => String, { nullable: true })
  summary!: string | null;

  @Field(() => String, { nullable: true, description: 'positive, neutral or negative' })
  sentiment!: string | null;

  @Field(() => String, { nullable: true })
  topic!: string | null;

  @Field({ description: 'ISO-8601, when the product logged it' })
  createdAt!: string;

  @Field(() => String, { nullable: true, description: 'The agent that handled the call: sales, service or missed_call' })
  agent!: string | null;

  /** Undefined for a call read from the list: the resolver loads the call's stream when transfer or sms is asked. */
  outcomes?: CallOutcomesState;

  /** Undefined for a call read from the list: the resolver loads the call's stream when the recording is asked. */
  recording?: CallState['recording'];
}

@ObjectType('CallLogPage')
export class CallLogPageType extends KeysetPageType {
  @Field(() => [CallLogType], { description: 'Newest first' })
  items!: CallLogType[];
}

@InputType('CallLogFilter')
export class CallLogFilterInput {
  @Field(() => String, { nullable: true })
  outcome?: string | null;

  @Field(() => String, { nullable: true, description: 'inbound, outbound or test' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Started at or after: ISO instant or yyyy-mm-dd (UTC day start)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Started at or before: ISO instant or yyyy-mm-dd (the whole UTC day)' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the caller number: its digits, whatever the punctuation ("555-12")' })
  search?: string | null;
}

export function toCallLogType(doc: CallLogDoc | CallDetailDoc): CallLogType {
  return {
    id: doc.id,
    callerNumber: doc.caller_number,
    startedAt: doc.started_at,
    durationSeconds: doc.duration_seconds,
    outcome: doc.outcome,
    callType: doc.call_type,
    transcript: doc['transcript'] as string | null | undefined,
    summary: doc.summary,
    sentiment: doc.sentiment,
    topic: doc.topic,
    createdAt: doc.created_at,
    agent: doc.agent ?? null,
    outcomes: doc['outcomes'] as CallOutcomesState | undefined,
    recording: doc['recording'] as CallState['recording'] | undefined,
  };
}
