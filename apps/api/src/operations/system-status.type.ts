import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ProjectorFailure', { description: 'The event a projector stopped on, and why' })
class ProjectorFailureType {
  @Field(() => Int, { description: 'Position of the failed event, or of the checkpoint when the store itself failed' })
  position!: number;

  @Field(() => String, { nullable: true })
  eventId!: string | null;

  @Field(() => String, { nullable: true, description: 'The event type, e.g. PageViewed' })
  type!: string | null;

  @Field()
  error!: string;
}

@ObjectType('ProjectorState', { description: 'One projector of the API process' })
class ProjectorStateType {
  @Field()
  name!: string;

  @Field(() => Int, { description: 'The version in the code' })
  version!: number;

  @Field({ description: 'catching-up, live, failed or rebuilding' })
  status!: string;

  @Field(() => Int, { description: 'The committed checkpoint (global position)' })
  position!: number;

  @Field(() => ProjectorFailureType, { nullable: true })
  failure!: ProjectorFailureType | null;
}

@ObjectType('SystemStatus', { description: 'Stores in use, the event log head and every projector (admin settings page)' })
export class SystemStatusType {
  @Field({ description: 'sqlite or kurrentdb' })
  eventStore!: string;

  @Field({ description: 'sqlite or mongodb' })
  readStore!: string;

  @Field(() => Int, { description: 'Global position of the newest event' })
  headPosition!: number;

  @Field(() => [ProjectorStateType])
  projectors!: ProjectorStateType[];
}
