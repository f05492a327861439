import { Inject, UseGuards } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { readEventLogPage } from '@receptionist/contexts';
import { DomainError } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { AdminGuard } from '@receptionist/identity-application';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { checkedEventLogFilter, invalid } from './event-log-filter';
import { EventLogFilterInput, EventLogPageType, type LoggedEventType } from './event-log.type';
import { redactPersonal } from './personal-values';

const PAGE_MAX = 100;
const toLogged = (event: StoredEvent): LoggedEventType => ({
  position: event.position,
  eventId: event.eventId,
  stream: event.stream,
  revision: event.revision,
  type: event.type,
  occurredAt: event.metadata.occurredAt,
  actorId: event.metadata.actorId,
  correlationId: event.metadata.correlationId,
  causationId: event.metadata.causationId,
  dataJson: JSON.stringify(redactPersonal(event.data)),
  personalDataJson: JSON.stringify(event.data),
});

/** The event explorer: the global log newest first, filtered, in keyset pages. Admins and analysts. */
@Resolver(() => EventLogPageType)
@UseGuards(AdminGuard)
export class EventLogResolver {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Query(() => EventLogPageType, {
    description:
      'Administrators and analysts. The event log newest first (first: 1 to 100, default 50; before: the previous page’s nextBefore). ' +
      'Types and stream prefix are filtered by the store; actor, correlation, time range and text while reading, at most 5,000 events per request (fewer matches than `first`, with nextBefore: read on)',
  })
  async eventLog(
    @Args('filter', { type: () => EventLogFilterInput, nullable: true }) filter: EventLogFilterInput | null,
    @Args('before', { type: () => Int, nullable: true }) before: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
  ): Promise<EventLogPageType> {
    const size = first ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > PAGE_MAX) throw invalid(`First must be between 1 and ${PAGE_MAX}`);
    if (before !== null && before < 1) throw invalid('Before must be a position from a previous page');
    const { eventStore } = this.platform;
    if (!eventStore.readBackward) throw new DomainError('not_found', 'This event store cannot be browsed');
    const page = await readEventLogPage(eventStore, checkedEventLogFilter(filter), before, size);
    return { items: page.events.map(toLogged), nextBefore: page.nextBefore };
  }
}
