import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AlertPreferences } from '@receptionist/contracts';
import { fold } from '@receptionist/domain-kit';
import {
  alertPreferencesDecider,
  type AlertPreferencesEvent,
  type AlertPreferencesState,
  type LeadMailsEvent,
  type LeadMailsState,
  alertPreferencesStream,
  leadMailsDecider,
  leadMailsStream,
} from '@receptionist/notifications-domain';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../../notifications-platform';
import { AlertPreferencesQuery, LeadMailsQuery } from './alert-preferences.query';

/** The preferences in force: the aggregate's stream itself (a few events), so a save reads back at once. */
@QueryHandler(AlertPreferencesQuery)
export class AlertPreferencesHandler implements IQueryHandler<AlertPreferencesQuery, { preferences: AlertPreferences; saved: boolean }> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ clientId }: AlertPreferencesQuery) {
    const events = await this.platform.eventStore.readStream(alertPreferencesStream(clientId));
    return { preferences: fold<AlertPreferencesState, AlertPreferencesEvent>(alertPreferencesDecider, events).preferences, saved: events.length > 0 };
  }
}

@QueryHandler(LeadMailsQuery)
export class LeadMailsHandler implements IQueryHandler<LeadMailsQuery, boolean> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ userId }: LeadMailsQuery): Promise<boolean> {
    const events = await this.platform.eventStore.readStream(leadMailsStream(userId));
    return fold<LeadMailsState, LeadMailsEvent>(leadMailsDecider, events).enabled;
  }
}
