import { Field, ObjectType } from '@nestjs/graphql';
import { EventFactsType } from './event-facts.type';

@ObjectType('FieldChange', { description: 'One field an event changed. Values are JSON text; personal fields are in personalBefore/personalAfter' })
export class FieldChangeType {
  @Field()
  field!: string;

  @Field(() => String, { nullable: true })
  before!: string | null;

  @Field(() => String, { nullable: true })
  after!: string | null;

  @Field(() => String, { nullable: true, description: 'The value before, when the field holds personal data (masked for analysts)' })
  personalBefore!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, when the field holds personal data (masked for analysts)' })
  personalAfter!: string | null;
}

@ObjectType('StreamEvent', { description: 'One event of an entity stream with who, when and what it changed' })
export class StreamEventType extends EventFactsType {
  @Field(() => String, { nullable: true })
  actorEmail!: string | null;

  @Field(() => [FieldChangeType])
  changes!: FieldChangeType[];
}

@ObjectType('StreamHistory')
export class StreamHistoryType {
  @Field()
  stream!: string;

  @Field(() => [StreamEventType], { description: 'Oldest first' })
  events!: StreamEventType[];

  @Field({ description: 'True when the stream holds more events than the history shows (the newest are shown)' })
  truncated!: boolean;
}
