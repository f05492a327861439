import { Field, Int, ObjectType } from '@nestjs/graphql';
import { DemoRequestType } from '../../graphql/demo-request.type';

@ObjectType('DemoRequestPage')
export class DemoRequestPageType {
  @Field(() => [DemoRequestType], { description: 'Newest first' })
  items!: DemoRequestType[];

  @Field(() => Int, { description: 'All requests matching the search and status (a search is counted up to 10,000)' })
  total!: number;

  @Field({ description: 'True when more than `total` match: show "10,000+"' })
  totalCapped!: boolean;

  @Field({ description: 'True when a next page exists' })
  hasMore!: boolean;

  @Field(() => String, { nullable: true, description: 'Opaque cursor of the last item: pass it as `after` for the next page' })
  endCursor!: string | null;
}

@ObjectType('DemoRequestStats', { description: 'The stat cards of /admin/demo-requests' })
export class DemoRequestStatsType {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  new!: number;

  @Field(() => Int)
  contacted!: number;

  @Field(() => Int)
  qualified!: number;

  @Field(() => Int)
  converted!: number;

  @Field(() => Int)
  rejected!: number;
}
