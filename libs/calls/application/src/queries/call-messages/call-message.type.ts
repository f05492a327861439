import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { CallMessageDoc } from '../../projections/owner-inbox/owner-inbox.docs';

@ObjectType('CallMessage', { description: 'A message the receptionist took for the owner on a call' })
export class CallMessageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The call it was taken on (callLog(id) has the transcript)' })
  callId!: string;

  @Field(() => String, { nullable: true, description: 'sales, service or missed_call; null when the call did not say' })
  agent!: string | null;

  @Field(() => String, { nullable: true })
  callerName!: string | null;

  @Field()
  callbackNumber!: string;

  @Field()
  text!: string;

  @Field({ description: 'normal or urgent' })
  urgency!: string;

  @Field()
  handled!: boolean;

  @Field({ description: 'ISO-8601, when it was taken (the call started)' })
  takenAt!: string;

  @Field(() => String, { nullable: true, description: 'ISO-8601, when it was marked handled; null while unhandled' })
  handledAt!: string | null;
}

@ObjectType('CallMessagesPage')
export class CallMessagesPageType {
  @Field(() => [CallMessageType], { description: 'Unhandled first (urgent first, then newest), then handled (newest first)' })
  items!: CallMessageType[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;

  @Field(() => Int, { description: 'Messages of this status, all pages' })
  total!: number;
}

export function toCallMessageType(doc: CallMessageDoc): CallMessageType {
  return {
    id: doc.id,
    callId: doc.call_id,
    agent: doc.agent,
    callerName: doc.caller_name,
    callbackNumber: doc.callback_number,
    text: doc.text,
    urgency: doc.urgency,
    handled: doc.handled,
    takenAt: doc.taken_at,
    handledAt: doc.handled_at,
  };
}
