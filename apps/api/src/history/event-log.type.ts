import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { EventFactsType } from './event-facts.type';

@InputType('EventLogFilter')
export class EventLogFilterInput {
  @Field(() => [String], { nullable: true, description: 'Event types (at most 20), e.g. StatusChanged, CallLogged.v3' })
  types?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A stream name or its start, e.g. demo-request- or client-<id>' })
  streamPrefix?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only events this user caused' })
  actorId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only events of this correlation (one request and what it caused)' })
  correlationId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the event with this id (e.g. the one another event names as its causation)' })
  eventId?: string | null;

  @Field(() => String, { nullable: true, description: 'Occurred at or after: ISO-8601 instant' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Occurred at or before: ISO-8601 instant' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Text inside the event data (case-insensitive; at most 200 characters)' })
  text?: string | null;
}

@ObjectType('LoggedEvent', { description: 'One event of the global log' })
export class LoggedEventType extends EventFactsType {
  @Field(() => Int)
  position!: number;

  @Field(() => ID)
  eventId!: string;

  @Field()
  stream!: string;

  @Field(() => ID)
  correlationId!: string;

  @Field(() => ID, { nullable: true })
  causationId!: string | null;

  @Field({ description: 'The event data as JSON with every personal value replaced by "•••"' })
  dataJson!: string;

  @Field({ description: 'The event data as JSON, personal values included (masked for analysts)' })
  personalDataJson!: string;
}

@ObjectType('EventLogPage')
export class EventLogPageType {
  @Field(() => [LoggedEventType], { description: 'Newest first' })
  items!: LoggedEventType[];

  @Field(() => Int, { nullable: true, description: 'Pass as `before` for the next (older) page; null: the log has no older match' })
  nextBefore!: number | null;
}
