import { KeysetPageType } from '@receptionist/read-store';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { DemoRequestType } from '../../graphql/demo-request.type';

@ObjectType('DemoRequestPage')
export class DemoRequestPageType extends KeysetPageType {
  @Field(() => [DemoRequestType], { description: 'Newest first' })
  items!: DemoRequestType[];
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
