import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { clientIdOfOwner, isConfirmedClient, OWNER_ACCOUNT_EVENT_TYPES, userStreamOf } from '@receptionist/clients-domain';
import type { EventSubscription, StoredEvent } from '@receptionist/event-store';
import { EventLoopSlices } from '@receptionist/projections';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { OpenClientCommand } from '../../commands/open-client/open-client.command';
import { CLIENTS } from '../../projections/clients/clients.projector';

/**
 * A process manager: when identity's log says an account is confirmed and holds the `client` role (read by stored
 * type name), it opens the owner's client record (`OpenClientCommand`). It follows the log from the beginning on
 * every start, so accounts confirmed before it existed get their record too; opening is idempotent (the record's id
 * derives from the owner, and an existing record decides nothing), so replaying a fact is harmless and several
 * processes may run it at once (a conflicting open is decided again and decides nothing). It runs in every process that
 * serves the API (roles `all` and `api`; a `projector` process hosts no context module), so the scaled-out topology has
 * it too; `caughtUpTo` lets a read in the same process wait for it (myClient on the first dashboard visit).
 */
@Injectable()
export class OpenClientOnConfirmationReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OpenClientOnConfirmation');
  private subscription: EventSubscription | undefined;
  private running: Promise<void> | undefined;
  private handled = 0;
  private waiters: { position: number; resolve: () => void }[] = [];

  constructor(
    @Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform,
    private readonly commandBus: CommandBus,
  ) {}

  /** True when this process runs the reaction. */
  get active(): boolean {
    return this.subscription !== undefined;
  }

  onApplicationBootstrap(): void {
    this.subscription = this.platform.eventStore.subscribe({ filter: { types: OWNER_ACCOUNT_EVENT_TYPES } });
    this.running = this.follow(this.subscription);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    await this.running;
    this.release(Number.POSITIVE_INFINITY);
  }

  /**
   * Resolves once every account fact up to `position` has been handled, or after `timeoutMs` (false). A process that
   * does not run the reaction answers false at once.
   */
  async caughtUpTo(position: number, timeoutMs: number): Promise<boolean> {
    if (!this.active) return false;
    // Wait for the last account fact up to `position` (events after it that are no facts need no handling).
    const target = await this.lastFactUpTo(position);
    if (this.handled >= target) return true;
    let timer: NodeJS.Timeout | undefined;
    const reached = new Promise<boolean>((resolve) => this.waiters.push({ position: target, resolve: () => resolve(true) }));
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const result = await Promise.race([reached, timedOut]);
    clearTimeout(timer);
    return result;
  }

  /** In slices: its catch-up on a start (every account fact since the beginning) must leave the process answering. */
  private async follow(subscription: EventSubscription): Promise<void> {
    const slices = new EventLoopSlices();
    try {
      for await (const event of subscription) {
        await this.react(event);
        this.handled = event.position;
        this.release(event.position);
        await slices.afterStep();
      }
    } catch (error) {
      this.logger.error({ err: error }, 'The reaction stopped; it resumes from the beginning on the next start');
    }
  }

  private async react(event: StoredEvent): Promise<void> {
    const userId = (event.data as { userId?: unknown }).userId;
    if (typeof userId !== 'string') return;
    try {
      // A record already projected needs nothing (the catch-up on each start stays one lookup per known owner).
      if (await this.platform.readModels.collection(CLIENTS).get(clientIdOfOwner(userId))) return;
      // The whole user stream decides: the role may have been granted before or after the confirmation.
      if (isConfirmedClient(await this.platform.eventStore.readStream(userStreamOf(userId)))) {
        await this.commandBus.execute(new OpenClientCommand(userId, { eventId: event.eventId, correlationId: event.metadata.correlationId }));
      }
    } catch (error) {
      // One account's failure must not stop the others; it is retried on the next start.
      this.logger.error({ err: error, userId }, 'Could not open the client record');
    }
  }

  /** The position of the last account fact after what was handled, up to `position` (what was handled: none). */
  private async lastFactUpTo(position: number): Promise<number> {
    let last = this.handled;
    for await (const event of this.platform.eventStore.readAll({ from: this.handled, to: position, filter: { types: OWNER_ACCOUNT_EVENT_TYPES } })) {
      last = event.position;
    }
    return last;
  }

  private release(position: number): void {
    const ready = this.waiters.filter((waiter) => waiter.position <= position);
    this.waiters = this.waiters.filter((waiter) => waiter.position > position);
    for (const waiter of ready) waiter.resolve();
  }
}
