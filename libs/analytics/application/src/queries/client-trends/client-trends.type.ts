import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('MrrMonth', { description: 'Monthly recurring revenue at the end of one UTC month (or now, for the current month)' })
export class MrrMonthType {
  @Field({ description: 'UTC month, yyyy-mm' })
  month!: string;

  @Field(() => Int, { description: "Dollars: the sum of every client's plan price (active or not, as the dashboard's Monthly Revenue)" })
  mrr!: number;
}

@ObjectType('ActiveClientsDay', { description: 'Active clients at the end of one UTC day' })
export class ActiveClientsDayType {
  @Field({ description: 'UTC day, yyyy-mm-dd' })
  day!: string;

  @Field(() => Int)
  active!: number;
}

@ObjectType('ClientTrends', { description: 'MRR per month from the plan-change history and active clients per day' })
export class ClientTrendsType {
  @Field(() => [MrrMonthType], { description: 'Every month the range touches' })
  mrrMonthly!: MrrMonthType[];

  @Field(() => [ActiveClientsDayType], { description: 'Every day of the range' })
  activeClientsDaily!: ActiveClientsDayType[];
}
