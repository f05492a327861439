import { Query } from '@nestjs/cqrs';
import type { ClientType } from './client.type';

/** A client record by id; throws ClientNotFoundError when there is none. */
export class ClientQuery extends Query<ClientType> {
  constructor(readonly clientId: string) {
    super();
  }
}
