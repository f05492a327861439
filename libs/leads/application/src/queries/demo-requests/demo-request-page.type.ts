import { DEMO_REQUEST_STATUSES, type DemoRequestStatus } from '@receptionist/contracts';
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
}
// One count per status, declared from the status list: a new status gets its count without another field here.
for (const status of DEMO_REQUEST_STATUSES) Field(() => Int)(DemoRequestStatsType.prototype, status);

export type DemoRequestStats = DemoRequestStatsType & Record<DemoRequestStatus, number>;
