import type { EventStore } from '@receptionist/event-store';
import { userDecider, type UserState, userStream } from '@receptionist/identity-domain';

type UserEvent = Parameters<typeof userDecider.evolve>[1];

interface Known {
  state: UserState;
  /** The revision the next event of the stream will have: events from here on are not folded into `state` yet. */
  nextRevision: number;
}

/**
 * Users' states folded from their streams, kept between requests: each load reads only the events appended since
 * (one indexed read that usually finds none) instead of the whole stream. The store is asked on EVERY load, so a
 * change written by any process (another API instance, the admin CLI) counts on the next request; nothing is served
 * from memory alone. At most `capacity` users are kept (the oldest are dropped); states are frozen, never mutated.
 */
export class UserStates {
  private readonly known = new Map<string, Known>();

  constructor(
    private readonly eventStore: Pick<EventStore, 'readStream'>,
    private readonly capacity = 10_000,
  ) {}

  async load(userId: string): Promise<UserState> {
    const cached = this.known.get(userId);
    const fromRevision = cached?.nextRevision ?? 0;
    const events = await this.eventStore.readStream(userStream(userId), { fromRevision });
    if (cached && events.length === 0) return cached.state;
    let state = cached?.state ?? userDecider.initialState;
    for (const stored of events) state = userDecider.evolve(state, { type: stored.type, data: stored.data } as UserEvent);
    if (events.length === 0) return state;
    const known = { state: freeze(state), nextRevision: events[events.length - 1].revision + 1 };
    // Two loads of one user may overlap: the one that read further wins.
    const current = this.known.get(userId);
    if (!current || current.nextRevision < known.nextRevision) {
      this.known.delete(userId);
      if (this.known.size >= this.capacity) this.known.delete(this.known.keys().next().value as string);
      this.known.set(userId, known);
    }
    return known.state;
  }
}

function freeze(state: UserState): UserState {
  Object.freeze(state.roles);
  Object.freeze(state.factors);
  return Object.freeze(state);
}
