import { Module } from '@nestjs/common';
import { ChangeAlertPreferencesHandler } from './commands/change-alert-preferences/change-alert-preferences.handler';
import { ChangeLeadMailsHandler } from './commands/change-lead-mails/change-lead-mails.handler';
import { MarkAlertsReadHandler } from './commands/mark-alerts-read/mark-alerts-read.handler';
import { NotificationsResolver } from './notifications.resolver';
import { AlertsProcessManagerService } from './process-manager/alerts-process-manager.service';
import { alertsProjector } from './projections/alerts/alerts.projector';
import { AlertPreferencesHandler, LeadMailsHandler } from './queries/alert-preferences/alert-preferences.handlers';
import { AlertsHandler } from './queries/alerts/alerts.handler';

/**
 * The notifications context: owners' alert preferences, administrators' lead mails, the alerts process manager
 * (mails and the daily summary, from events) and the in-app alert list. Needs NOTIFICATIONS_PLATFORM.
 */
@Module({
  providers: [
    ChangeAlertPreferencesHandler,
    ChangeLeadMailsHandler,
    MarkAlertsReadHandler,
    AlertPreferencesHandler,
    LeadMailsHandler,
    AlertsHandler,
    NotificationsResolver,
    AlertsProcessManagerService,
  ],
})
export class NotificationsModule {}

export const notificationsProjectors = [alertsProjector];
