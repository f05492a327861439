import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, WrongExpectedRevisionError, type EventStore } from '@receptionist/event-store';
import type { Decider } from './decider';
import { handleCommand } from './handle-command';

type CounterEvent = { type: 'CounterOpened'; data: { limit: number } } | { type: 'CounterIncremented'; data: { by: number; at: string } };
type CounterCommand = { kind: 'open'; limit: number } | { kind: 'increment'; by: number };
interface CounterState {
  opened: boolean;
  limit: number;
  value: number;
}

class CounterLimitExceededError extends Error {}

const counter: Decider<CounterCommand, CounterState, CounterEvent> = {
  initialState: { opened: false, limit: 0, value: 0 },
  evolve: (state, event) =>
    event.type === 'CounterOpened' ? { ...state, opened: true, limit: event.data.limit } : { ...state, value: state.value + event.data.by },
  decide: (command, state, { now }) => {
    if (command.kind === 'open') return state.opened ? [] : [{ type: 'CounterOpened', data: { limit: command.limit } }];
    if (state.value + command.by > state.limit) throw new CounterLimitExceededError(`limit ${state.limit}`);
    return [{ type: 'CounterIncremented', data: { by: command.by, at: now.toISOString() } }];
  },
};

/** Lets a competing writer append to the stream right before the first append of the command under test. */
function withCompetingWriter(store: EventStore, compete: () => Promise<unknown>, times: number): EventStore {
  let remaining = times;
  return Object.assign(Object.create(store), {
    append: async (...args: Parameters<EventStore['append']>) => {
      if (remaining-- > 0) await compete();
      return store.append(...args);
    },
  });
}

describe('handleCommand', () => {
  let dir: string;
  let store: EventStore;
  const now = new Date('2030-01-02T03:04:05.000Z');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cqrs-'));
    store = new SqliteEventStore({ file: join(dir, 'events.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appends the decided events with metadata and returns position and revision', async () => {
    const opened = await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 5 } });
    const result = await handleCommand(store, {
      stream: 'counter-1',
      decider: counter,
      command: { kind: 'increment', by: 2 },
      metadata: { actorId: 'user-7', correlationId: 'corr-1', causationId: 'cause-1', now },
    });

    expect(opened.revision).toBe(0);
    expect(result.events).toEqual([{ type: 'CounterIncremented', data: { by: 2, at: now.toISOString() } }]);
    expect(result.revision).toBe(1);
    expect(result.position).toBe(await store.headPosition());
    const [, stored] = await store.readStream('counter-1');
    expect(stored.metadata).toEqual({
      actorId: 'user-7',
      correlationId: 'corr-1',
      causationId: 'cause-1',
      occurredAt: now.toISOString(),
    });
  });

  it('folds the history into state before deciding and lets domain errors through', async () => {
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 3 } });
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 2 } });

    await expect(handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 2 } })).rejects.toBeInstanceOf(
      CounterLimitExceededError,
    );
    expect(await store.readStream('counter-1')).toHaveLength(2);
  });

  it('appends nothing and reports no position when the decider returns no events', async () => {
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 3 } });
    const result = await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 9 } });

    expect(result).toEqual({ events: [], position: null, revision: 0 });
    expect(await store.readStream('counter-1')).toHaveLength(1);
  });

  it('reloads and decides again after one conflict, seeing the competing event', async () => {
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 3 } });
    const competitor = () => store.append('counter-1', [{ type: 'CounterIncremented', data: { by: 2, at: 'x' } }], 'any');
    const racing = withCompetingWriter(store, competitor, 1);

    await expect(handleCommand(racing, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 2 } })).rejects.toBeInstanceOf(
      CounterLimitExceededError,
    );

    const second = await handleCommand(racing, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 1 } });
    expect(second.revision).toBe(2);
    expect((await store.readStream('counter-1')).map((event) => event.type)).toEqual(['CounterOpened', 'CounterIncremented', 'CounterIncremented']);
  });

  it("folds only the events after a snapshot onto its state, and still appends at the stream's actual revision", async () => {
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 10 } });
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 4 } });
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 3 } });
    // A snapshot at revision 1 (value 4); revision 2 (+3) is read from the stream.
    const snapshot = { revision: 1, state: { opened: true, limit: 10, value: 4 } };
    await expect(
      handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 4 }, snapshot }),
    ).rejects.toBeInstanceOf(CounterLimitExceededError);
    const result = await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 3 }, snapshot });
    expect(result.revision).toBe(3);
    // A snapshot that is the whole stream appends right after it.
    const whole = { revision: 3, state: { opened: true, limit: 10, value: 10 } };
    await expect(
      handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'increment', by: 1 }, snapshot: whole }),
    ).rejects.toBeInstanceOf(CounterLimitExceededError);
  });

  it('gives up with the conflict error when the retry conflicts too', async () => {
    await handleCommand(store, { stream: 'counter-1', decider: counter, command: { kind: 'open', limit: 10 } });
    const competitor = () => store.append('counter-1', [{ type: 'CounterIncremented', data: { by: 1, at: 'x' } }], 'any');

    await expect(
      handleCommand(withCompetingWriter(store, competitor, 2), {
        stream: 'counter-1',
        decider: counter,
        command: { kind: 'increment', by: 1 },
      }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream('counter-1')).toHaveLength(3);
  });
});
