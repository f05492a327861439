import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard, AuthGuard, type AuthContext, CurrentUser } from '@receptionist/identity-application';
import { audienceOfUser, clientIdOfOwner, invalidAlertsRequest } from '@receptionist/notifications-domain';
import { ChangeAlertPreferencesCommand } from './commands/change-alert-preferences/change-alert-preferences.command';
import { ChangeLeadMailsCommand } from './commands/change-lead-mails/change-lead-mails.command';
import { MarkAlertsReadCommand } from './commands/mark-alerts-read/mark-alerts-read.command';
import { AlertPreferencesInput, AlertPreferencesType, fromAlertPreferencesInput, toAlertPreferencesType } from './graphql/alert-preferences.type';
import { AlertsPageType } from './graphql/alert.type';
import { AlertPreferencesQuery, LeadMailsQuery } from './queries/alert-preferences/alert-preferences.query';
import { AlertsQuery } from './queries/alerts/alerts.query';

export const ALERTS_PAGE_MAX = 50;

/** Alerts of the signed-in user: the preferences of the client they own, an admin's lead mails, their bell list. */
@Resolver()
export class NotificationsResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Query(() => AlertPreferencesType, { description: "Which facts e-mail the signed-in owner (their own client's choice)" })
  @UseGuards(AuthGuard)
  async alertPreferences(@CurrentUser() user: AuthContext): Promise<AlertPreferencesType> {
    const { preferences, saved } = await this.queryBus.execute(new AlertPreferencesQuery(clientIdOfOwner(user.userId)));
    return toAlertPreferencesType(preferences, saved);
  }

  @Mutation(() => AlertPreferencesType, { description: 'Saves the whole choice; INVALID_INPUT (nothing saved) for a bad time or time zone' })
  @UseGuards(AuthGuard)
  async setAlertPreferences(
    @CurrentUser() user: AuthContext,
    @Args('preferences', { type: () => AlertPreferencesInput }) input: AlertPreferencesInput,
  ): Promise<AlertPreferencesType> {
    const clientId = clientIdOfOwner(user.userId);
    await this.commandBus.execute(
      new ChangeAlertPreferencesCommand(clientId, fromAlertPreferencesInput(input), { userId: user.userId, email: user.email }),
    );
    return this.alertPreferences(user);
  }

  @Query(() => Boolean, { description: 'Administrators only: whether a new lead e-mails the signed-in administrator' })
  @UseGuards(AdminGuard)
  leadMails(@CurrentUser() user: AuthContext): Promise<boolean> {
    return this.queryBus.execute(new LeadMailsQuery(user.userId));
  }

  @Mutation(() => Boolean, { description: 'Administrators only: turns the mail per new lead on or off for oneself' })
  @UseGuards(AdminGuard)
  async setLeadMails(@CurrentUser() user: AuthContext, @Args('enabled') enabled: boolean): Promise<boolean> {
    await this.commandBus.execute(new ChangeLeadMailsCommand(enabled, { userId: user.userId, email: user.email }));
    return this.leadMails(user);
  }

  @Query(() => AlertsPageType, { description: "The signed-in user's alerts (the bell), newest first; first: 1 to 50" })
  @UseGuards(AuthGuard)
  alerts(@CurrentUser() user: AuthContext, @Args('first', { type: () => Int, defaultValue: 20 }) first: number): Promise<AlertsPageType> {
    if (!Number.isInteger(first) || first < 1 || first > ALERTS_PAGE_MAX)
      throw invalidAlertsRequest(`first must be between 1 and ${ALERTS_PAGE_MAX}`);
    return this.queryBus.execute(new AlertsQuery(audienceOfUser(user), first));
  }

  @Mutation(() => AlertsPageType, { description: "Marks all of the signed-in user's alerts read; returns the list" })
  @UseGuards(AuthGuard)
  async markAlertsRead(@CurrentUser() user: AuthContext): Promise<AlertsPageType> {
    await this.commandBus.execute(new MarkAlertsReadCommand(audienceOfUser(user), { userId: user.userId, email: user.email }));
    return this.alerts(user, 20);
  }
}
