import { UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { SettingsHistoryQuery } from './settings-history.query';
import { SettingsHistoryPageType } from './settings-history.type';

/** The owner's own audit trail: the client id comes from the caller's user id, never from input. */
@Resolver(() => SettingsHistoryPageType)
@UseGuards(AuthGuard)
export class SettingsHistoryResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => SettingsHistoryPageType)
  settingsHistory(
    @CurrentUser() user: AuthContext,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Promise<SettingsHistoryPageType> {
    return this.queryBus.execute(new SettingsHistoryQuery(clientIdOfOwner(user.userId), limit, offset));
  }
}
