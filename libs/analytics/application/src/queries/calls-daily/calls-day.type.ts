import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CallsDay', { description: "Calls by outcome and billed minutes on one UTC day (owners' in-browser test calls are not counted)" })
export class CallsDayType {
  @Field({ description: 'UTC day, yyyy-mm-dd' })
  day!: string;

  @Field(() => Int)
  calls!: number;

  @Field(() => Int, { description: 'Billed minutes: each call rounded up to whole minutes' })
  minutes!: number;

  @Field(() => Int)
  bookedAppointment!: number;

  @Field(() => Int)
  completed!: number;

  @Field(() => Int)
  missed!: number;

  @Field(() => Int)
  voicemail!: number;

  @Field(() => Int)
  information!: number;

  @Field(() => Int, { description: 'Calls reported without an outcome' })
  unknown!: number;
}
