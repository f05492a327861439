import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('PageViewsDay', { description: 'Page views and leads of one path on one UTC day' })
export class PageViewsDayType {
  @Field({ description: 'UTC day, yyyy-mm-dd' })
  day!: string;

  @Field()
  path!: string;

  @Field(() => Int, { description: 'Counted page views (no bots, no prefetches, no opted-out visitors)' })
  count!: number;

  @Field(() => Int)
  leads!: number;
}
