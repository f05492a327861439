import type { Type } from '@nestjs/common';
import { ANALYTICS_PLATFORM, AnalyticsModule, analyticsProjectors } from '@receptionist/analytics-application';
import { CALLS_PLATFORM, CallsModule, callsProjectors } from '@receptionist/calls-application';
import { CLIENTS_PLATFORM, ClientsModule, clientsProjectors } from '@receptionist/clients-application';
import { IDENTITY_PLATFORM, IdentityModule, identityProjectors } from '@receptionist/identity-application';
import { LEADS_PLATFORM, LeadsModule, leadsProjectors } from '@receptionist/leads-application';
import { NOTIFICATIONS_PLATFORM, NotificationsModule, notificationsProjectors } from '@receptionist/notifications-application';
import type { Projector } from '@receptionist/projections';
import { WEBHOOKS_PLATFORM, WebhooksModule, webhooksProjectors } from '@receptionist/webhooks-application';

/**
 * A bounded context as the API hosts it: its Nest module (controllers, command/query handlers, GraphQL resolvers),
 * its projectors (run by the one ProjectionRunner), and the token under which it expects the platform
 * (`{ eventStore, readModels }`).
 */
export interface BoundedContext {
  module: Type;
  projectors: readonly Projector[];
  platformToken: symbol;
}

/** The one registry of contexts and their projectors: the API hosts these, the tools replay and rebuild these. */
export const BOUNDED_CONTEXTS: readonly BoundedContext[] = [
  { module: AnalyticsModule, projectors: analyticsProjectors, platformToken: ANALYTICS_PLATFORM },
  { module: IdentityModule, projectors: identityProjectors, platformToken: IDENTITY_PLATFORM },
  { module: LeadsModule, projectors: leadsProjectors, platformToken: LEADS_PLATFORM },
  { module: ClientsModule, projectors: clientsProjectors, platformToken: CLIENTS_PLATFORM },
  { module: CallsModule, projectors: callsProjectors, platformToken: CALLS_PLATFORM },
  { module: NotificationsModule, projectors: notificationsProjectors, platformToken: NOTIFICATIONS_PLATFORM },
  { module: WebhooksModule, projectors: webhooksProjectors, platformToken: WEBHOOKS_PLATFORM },
];

/** Every projector of every context, in registry order. */
export const ALL_PROJECTORS: readonly Projector[] = BOUNDED_CONTEXTS.flatMap((context) => context.projectors);
