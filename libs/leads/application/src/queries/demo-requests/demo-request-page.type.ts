import { Field, Int, ObjectType } from '@nestjs/graphql';
import { DemoRequestType } from '../../graphql/demo-request.type';

@ObjectType('DemoRequestPage')
export class DemoRequestPageType {
  @Field(() => [DemoRequestType], { description: 'Newest first' })
  items!: DemoRequestType[];

  @Field(() => Int, { description: 'All requests matching the search and status' })
  total!: number;
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
