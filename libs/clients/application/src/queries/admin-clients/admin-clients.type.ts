import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ClientType } from '../client/client.type';

@ObjectType('AdminClient', { description: 'A client record with its owner, for the admin client list' })
export class AdminClientType extends ClientType {
  @Field(() => String, { nullable: true })
  ownerEmail!: string | null;

  @Field(() => String, { nullable: true })
  ownerFullName!: string | null;
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
}
