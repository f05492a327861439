import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Usage', { description: "A client's minutes and calls in a period (calendar month, UTC)" })
export class UsageType {
  @Field({ description: 'yyyy-mm' })
  period!: string;

  @Field({ description: 'ISO-8601, inclusive' })
  periodStart!: string;

  @Field({ description: 'ISO-8601, exclusive (the next period starts)' })
  periodEnd!: string;

  @Field(() => Int, { description: 'Each call rounded up to whole minutes; test calls excluded' })
  minutesUsed!: number;

  @Field(() => Int)
  minutesLimit!: number;

  @Field(() => Float, { description: 'minutesUsed / minutesLimit in percent, capped at 100' })
  percentUsed!: number;

  @Field(() => Int, { description: 'Calls in the period, test calls excluded' })
  totalCalls!: number;

  @Field(() => Int)
  testCalls!: number;

  @Field(() => Int, { description: 'Minutes expected by the period end at the pace so far' })
  forecastMinutes!: number;

  @Field(() => Int, { description: '0, 80 or 100: the highest warning threshold the usage has reached' })
  warningLevel!: number;
}
