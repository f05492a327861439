import { Query } from '@nestjs/cqrs';
import type { SettingsHistoryPageType } from './settings-history.type';

/** A page of a client's setting changes, newest first. */
export class SettingsHistoryQuery extends Query<SettingsHistoryPageType> {
  constructor(
    readonly clientId: string,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
