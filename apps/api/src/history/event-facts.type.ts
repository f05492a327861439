import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** What every event shows wherever it is listed: its place in its stream, its type, when, and who caused it. */
@ObjectType({ isAbstract: true })
export abstract class EventFactsType {
  @Field(() => Int, { description: 'The event’s number within its stream, from 0' })
  revision!: number;

  @Field()
  type!: string;

  @Field({ description: 'ISO-8601' })
  occurredAt!: string;

  @Field(() => ID, { nullable: true, description: 'The acting user (null: the system or the public)' })
  actorId!: string | null;
}
