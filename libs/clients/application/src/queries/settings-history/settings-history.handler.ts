import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvalidClientInputError } from '@receptionist/clients-domain';
import { USERS, type UserDoc } from '@receptionist/identity-application';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { SETTINGS_HISTORY, type SettingsHistoryDoc } from '../../projections/settings-history/settings-history.projector';
import { SettingsHistoryQuery } from './settings-history.query';
import type { SettingsHistoryPageType } from './settings-history.type';

export const SETTINGS_HISTORY_MAX_PAGE = 100;

@QueryHandler(SettingsHistoryQuery)
export class SettingsHistoryHandler implements IQueryHandler<SettingsHistoryQuery, SettingsHistoryPageType> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ clientId, limit, offset }: SettingsHistoryQuery): Promise<SettingsHistoryPageType> {
    if (!Number.isInteger(limit) || limit < 1 || limit > SETTINGS_HISTORY_MAX_PAGE) {
      throw new InvalidClientInputError(`limit must be from 1 to ${SETTINGS_HISTORY_MAX_PAGE}`);
    }
    if (!Number.isInteger(offset) || offset < 0) throw new InvalidClientInputError('offset must be 0 or more');
    const history = this.platform.readModels.collection<SettingsHistoryDoc>(SETTINGS_HISTORY);
    const where = { client_id: clientId };
    const [docs, total] = await Promise.all([
      history.find({ where, orderBy: { field: 'revision', direction: 'desc' }, limit, offset }),
      history.count(where),
    ]);
    const actorIds = [...new Set(docs.map((doc) => doc.by).filter((id): id is string => id !== null))];
    const users = actorIds.length ? await this.platform.readModels.collection<UserDoc>(USERS).find({ where: { id: { in: actorIds } } }) : [];
    const emails = new Map(users.map((user) => [user.id, user.email]));
    const items = docs.map((doc) => ({
      id: doc.id,
      field: doc.field,
      from: doc.from,
      to: doc.to,
      changedBy: doc.by,
      changedByEmail: doc.by ? (emails.get(doc.by) ?? null) : null,
      changedAt: doc.at,
    }));
    return { items, total };
  }
}
