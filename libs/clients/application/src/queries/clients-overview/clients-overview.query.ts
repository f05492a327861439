import { Query } from '@nestjs/cqrs';
import type { ClientsOverviewType } from '../admin-clients/admin-clients.type';

/** The admin dashboard's figures across all clients, from the maintained `admin_overview` document. */
export class ClientsOverviewQuery extends Query<ClientsOverviewType> {
  constructor(
    readonly now: Date,
    readonly asOf: string | null = null,
  ) {
    super();
  }
}
