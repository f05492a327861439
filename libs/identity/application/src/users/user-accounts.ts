import { Inject, Injectable } from '@nestjs/common';
import { handleCommand } from '@receptionist/cqrs';
import { userDecider, type UserCommand, type UserState, userStream } from '@receptionist/identity-domain';
import { IDENTITY_PLATFORM, type IdentityPlatform } from '../identity.tokens';
import { EmailReservations } from './email-reservations';

/** Loads and changes user aggregates (`user-<id>` streams) and finds users by e-mail through the reservations. */
@Injectable()
export class UserAccounts {
  readonly reservations: EmailReservations;

  constructor(@Inject(IDENTITY_PLATFORM) private readonly platform: Pick<IdentityPlatform, 'eventStore' | 'readModels'>) {
    this.reservations = new EmailReservations(platform.eventStore);
  }

  async load(userId: string): Promise<UserState> {
    const events = await this.platform.eventStore.readStream(userStream(userId));
    return events.reduce(
      (state, stored) => userDecider.evolve(state, { type: stored.type, data: stored.data } as Parameters<typeof userDecider.evolve>[1]),
      userDecider.initialState,
    );
  }

  /** The user holding this (normalized) address, or null. */
  async findByEmail(email: string): Promise<UserState | null> {
    const userId = await this.reservations.ownerOf(email);
    if (!userId) return null;
    const user = await this.load(userId);
    return user.exists ? user : null;
  }

  /** Runs a command on the user's stream; returns the user's state afterwards. */
  async execute(userId: string, command: UserCommand, actorId: string | null = userId): Promise<UserState> {
    await handleCommand(this.platform.eventStore, { stream: userStream(userId), decider: userDecider, command, metadata: { actorId } });
    return this.load(userId);
  }
}
