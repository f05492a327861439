import { type EventStore, WrongExpectedRevisionError } from '@receptionist/event-store';
import { sha256Hex } from '../crypto/secrets';

/**
 * One stream per e-mail address (`email-reservation-<sha256(address)>`) makes addresses unique under concurrency:
 * the first writer appends with the stream's expected revision, a concurrent second writer gets a conflict.
 * It is also the consistent index from address to user id (the `users` read model lags behind).
 */
export const reservationStream = (email: string) => `email-reservation-${sha256Hex(email)}`;

interface ReservationData {
  userId: string;
}

export class EmailTakenError extends Error {
  override readonly name = 'EmailTakenError';
}

export class EmailReservations {
  constructor(private readonly eventStore: EventStore) {}

  private async current(email: string): Promise<{ userId: string | null; revision: number }> {
    const events = await this.eventStore.readStream(reservationStream(email));
    const last = events.at(-1);
    if (!last) return { userId: null, revision: -1 };
    return { userId: last.type === 'EmailReserved' ? (last.data as ReservationData).userId : null, revision: last.revision };
  }

  async ownerOf(email: string): Promise<string | null> {
    return (await this.current(email)).userId;
  }

  /** Reserves the address for the user; throws EmailTakenError when another user holds it or wins the race. */
  async reserve(email: string, userId: string): Promise<void> {
    const { userId: owner, revision } = await this.current(email);
    if (owner === userId) return;
    if (owner) throw new EmailTakenError(email);
    try {
      await this.eventStore.append(
        reservationStream(email),
        [{ type: 'EmailReserved', data: { userId }, metadata: { actorId: userId } }],
        revision === -1 ? 'no_stream' : revision,
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw new EmailTakenError(email);
      throw error;
    }
  }

  async release(email: string, userId: string): Promise<void> {
    const { userId: owner, revision } = await this.current(email);
    if (owner !== userId) return;
    await this.eventStore.append(reservationStream(email), [{ type: 'EmailReleased', data: { userId }, metadata: { actorId: userId } }], revision);
  }
}
