import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('LeadsFunnelDay', { description: 'Leads that reached each funnel stage for the first time on one UTC day' })
export class LeadsFunnelDayType {
  @Field({ description: 'UTC day, yyyy-mm-dd' })
  day!: string;

  @Field(() => Int)
  submitted!: number;

  @Field(() => Int)
  contacted!: number;

  @Field(() => Int)
  qualified!: number;

  @Field(() => Int)
  converted!: number;

  @Field(() => Float, { nullable: true, description: 'Median whole minutes from submission to first contact of the leads first contacted that day' })
  medianMinutesToFirstContact!: number | null;
}

@ObjectType('LeadsFunnel', { description: 'The leads funnel over a range of UTC days' })
export class LeadsFunnelType {
  @Field(() => [LeadsFunnelDayType])
  days!: LeadsFunnelDayType[];

  @Field(() => Float, {
    nullable: true,
    description: 'Median whole minutes from submission to first contact of the leads first contacted in the range',
  })
  medianMinutesToFirstContact!: number | null;
}
