import { Query } from '@nestjs/cqrs';
import type { ClientTrendsType } from './client-trends.type';

/** MRR per month and active clients per UTC day over an inclusive range, of all clients or of one. */
export class ClientTrendsQuery extends Query<ClientTrendsType> {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly clientId: string | null,
  ) {
    super();
  }
}
