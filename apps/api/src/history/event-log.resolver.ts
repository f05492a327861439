import { Inject, UseGuards } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { type EventLogQuery, readEventLogPage } from '@receptionist/contexts';
import { DomainError } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { AdminGuard } from '@receptionist/identity-application';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { EventLogFilterInput, EventLogPageType, type LoggedEventType } from './event-log.type';
import { redactPersonal } from './personal-values';

const PAGE_MAX = 100;
const NAME = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,199}$/;

const invalid = (message: string) => new DomainError('invalid_input', message);

function parseInstant(value: string | null | undefined, name: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (value.length > 40 || Number.isNaN(time)) throw invalid(`${name} must be an ISO-8601 date-time`);
  return new Date(time).toISOString();
}

function checkedFilter(filter: EventLogFilterInput | null | undefined): EventLogQuery {
  const types = filter?.types ?? [];
  if (types.length > 20 || types.some((type) => !NAME.test(type))) throw invalid('Types must be at most 20 event type names');
  const streamPrefix = filter?.streamPrefix?.trim() || null;
  if (streamPrefix && !NAME.test(streamPrefix)) throw invalid('Stream must be a stream name or its start, such as demo-request-');
  const text = filter?.text?.trim().toLowerCase() || null;
  if (text && text.length > 200) throw invalid('Search text must be at most 200 characters');
  for (const id of [filter?.actorId, filter?.correlationId]) if (id && id.length > 100) throw invalid('Ids must be at most 100 characters');
  return {
    types,
    streamPrefix,
    actorId: filter?.actorId || null,
    correlationId: filter?.correlationId || null,
    from: parseInstant(filter?.from, 'From'),
    to: parseInstant(filter?.to, 'To'),
    text,
  };
}

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
    const page = await readEventLogPage(eventStore, checkedFilter(filter), before, size);
    return { items: page.events.map(toLogged), nextBefore: page.nextBefore };
  }
}
