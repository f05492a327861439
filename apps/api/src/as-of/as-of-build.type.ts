import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('AsOfBuild', { description: 'The read models of the admin screens as of a past instant: building or ready' })
export class AsOfBuildType {
  @Field({ description: 'The instant, ISO-8601 in UTC' })
  at!: string;

  @Field({ description: 'building, ready or failed' })
  state!: string;

  @Field(() => Float, { description: '0 to 1' })
  progress!: number;

  @Field(() => Int)
  eventsApplied!: number;
}
