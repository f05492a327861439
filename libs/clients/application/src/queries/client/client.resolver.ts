import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { actorOf } from '../../actor-of';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import { ChangeClientCommand } from '../../commands/change-client/change-client.command';
import { EnsureClientCommand } from '../../commands/ensure-client/ensure-client.command';
import { RestoreSettingCommand } from '../../commands/restore-setting/restore-setting.command';
import { SettingsHistoryQuery } from '../settings-history/settings-history.query';
import { SettingsHistoryPageType } from '../settings-history/settings-history.type';
import { ClientQuery } from './client.query';
import { ClientType } from './client.type';

/** The signed-in owner's own client record: the client id always comes from the caller's user id, never from input. */
@Resolver(() => ClientType)
@UseGuards(AuthGuard)
export class ClientResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Query(() => ClientType, { description: "The caller's client record, created with the defaults on the first visit" })
  async myClient(@CurrentUser() user: AuthContext): Promise<ClientType> {
    const clientId = await this.commandBus.execute(new EnsureClientCommand(user.userId));
    return this.queryBus.execute(new ClientQuery(clientId));
  }

  @Mutation(() => ClientType, { description: 'Changes one agent setting; no change is recorded when the value is the same' })
  updateClientSetting(@CurrentUser() user: AuthContext, @Args('field') field: string, @Args('value') value: string): Promise<ClientType> {
    return this.change(user, { type: 'ChangeClientSetting', data: { field, value, by: actorOf(user) } });
  }

  @Mutation(() => ClientType, { description: "Sets the entry's field back to its value before that change" })
  async restoreSetting(@CurrentUser() user: AuthContext, @Args('historyId', { type: () => ID }) historyId: string): Promise<ClientType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(new RestoreSettingCommand(clientId, historyId, actorOf(user)));
    return this.queryBus.execute(new ClientQuery(clientId));
  }

  @Mutation(() => ClientType)
  requestPhoneNumber(@CurrentUser() user: AuthContext): Promise<ClientType> {
    return this.change(user, { type: 'RequestPhoneNumber', data: { by: actorOf(user) } });
  }

  @Mutation(() => ClientType, { description: 'Asks the admins for another plan (starter, pro or enterprise)' })
  requestPlanChange(@CurrentUser() user: AuthContext, @Args('plan') plan: string): Promise<ClientType> {
    return this.change(user, { type: 'RequestPlanChange', data: { plan, by: actorOf(user) } });
  }

  @Query(() => SettingsHistoryPageType)
  settingsHistory(
    @CurrentUser() user: AuthContext,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
  ): Promise<SettingsHistoryPageType> {
    return this.queryBus.execute(new SettingsHistoryQuery(clientIdOfOwner(user.userId), limit, offset));
  }

  private async change(user: AuthContext, command: ChangeClientCommand['command']): Promise<ClientType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(new ChangeClientCommand(clientId, command));
    return this.queryBus.execute(new ClientQuery(clientId));
  }
}
