import { Inject, UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '@receptionist/contracts';
import { AdminGuard, UserAccounts } from '@receptionist/identity-application';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { type FieldChange, fieldChangesOf } from './field-changes';
import { isPersonalValue } from './personal-values';
import { StreamHistoryType } from './stream-history.type';

/** The newest events a history shows; entity streams (a lead, a client, a user, a call) hold far fewer. */
export const HISTORY_MAX_EVENTS = 500;
const STREAM_NAME = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,199}$/;
export const INVALID_STREAM = 'Stream must be a stream name such as demo-request-<id>, client-<id> or user-<id>';

function split({ field, before, after }: FieldChange) {
  const personal = isPersonalValue(field, before) || isPersonalValue(field, after);
  return personal
    ? { field, before: null, after: null, personalBefore: before, personalAfter: after }
    : { field, before, after, personalBefore: null, personalAfter: null };
}

/** Entity timelines: every event of one stream with who, when and a field-level before → after. Admins and analysts. */
@Resolver(() => StreamHistoryType)
@UseGuards(AdminGuard)
export class StreamHistoryResolver {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly accounts: UserAccounts,
  ) {}

  @Query(() => StreamHistoryType, {
    description: 'Administrators and analysts. The events of one entity stream (at most 500, the newest), oldest first',
  })
  async streamHistory(@Args('stream') stream: string): Promise<StreamHistoryType> {
    if (!STREAM_NAME.test(stream)) throw new DomainError('invalid_input', INVALID_STREAM);
    const all = await this.platform.eventStore.readStream(stream);
    const changes = fieldChangesOf(all);
    const shown = all.slice(-HISTORY_MAX_EVENTS);
    const skipped = all.length - shown.length;
    const emails = await this.actorEmails(shown.map((event) => event.metadata.actorId));
    return {
      stream,
      truncated: skipped > 0,
      events: shown.map((event, index) => ({
        revision: event.revision,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actorId: event.metadata.actorId,
        actorEmail: event.metadata.actorId ? (emails.get(event.metadata.actorId) ?? null) : null,
        changes: changes[skipped + index].map(split),
      })),
    };
  }

  private async actorEmails(actorIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(actorIds.filter((id): id is string => id !== null))];
    const users = await Promise.all(ids.map((id) => this.accounts.load(id).catch(() => null)));
    return new Map(ids.flatMap((id, index) => (users[index]?.exists ? [[id, users[index].email] as const] : [])));
  }
}
