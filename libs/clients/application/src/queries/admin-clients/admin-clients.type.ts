import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ClientType } from '../client/client.type';

@ObjectType('AdminClientsPage', { description: 'One page of the admin client list' })
export class AdminClientsPageType {
  @Field(() => [ClientType])
  items!: ClientType[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;

  @Field(() => Int, { description: 'Clients matching the filter on all pages (a lower bound when totalIsExact is false)' })
  total!: number;

  @Field({ description: 'False when more than 1,000 clients match a search or a combined filter: then "1,000+"' })
  totalIsExact!: boolean;
}

@ObjectType('ClientsOverview', { description: 'Admin dashboard cards' })
export class ClientsOverviewType {
  @Field(() => Int)
  totalClients!: number;

  @Field(() => Int)
  activeClients!: number;

  @Field(() => Int, { description: 'Minutes used by all clients in the current period' })
  totalMinutes!: number;

  @Field(() => Int, { description: 'Sum of the monthly plan prices of all clients, active or not (dollars)' })
  monthlyRevenue!: number;

  @Field(() => Int, { description: 'Clients waiting for a phone number' })
  phoneNumberRequests!: number;

  @Field(() => Int, { description: 'Clients waiting for a plan change' })
  planChangeRequests!: number;
}
