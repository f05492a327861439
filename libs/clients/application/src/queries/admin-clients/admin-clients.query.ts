import { Query } from '@nestjs/cqrs';
import type { AdminClientType } from './admin-clients.type';

/** Every client with its owner's e-mail and name, newest first; `search` matches business name, e-mail or name. */
export class AdminClientsQuery extends Query<AdminClientType[]> {
  constructor(readonly search: string | null) {
    super();
  }
}
