import type { Decider, DomainEvent } from './decider';
import { fold } from './fold';
import { deciderSpec } from './given-when-then';
import type { SnakeCased } from './snake-cased';
import { uuidFromHash } from './uuid-from-hash';

type CounterEvent = DomainEvent<'Added', { amount: number }>;
type CounterCommand = { type: 'Add'; data: { amount: number } };
const counter: Decider<CounterCommand, number, CounterEvent> = {
  initialState: 0,
  evolve: (state, event) => state + event.data.amount,
  decide(command, state, { actorId }) {
    if (command.data.amount <= 0) throw new RangeError(`not positive (by ${actorId})`);
    return state + command.data.amount > 10 ? [] : [{ type: 'Added', data: { amount: command.data.amount } }];
  },
};
const added = (amount: number): CounterEvent => ({ type: 'Added', data: { amount } });

describe('domain kit', () => {
  it('folds events in order from the initial state or a given one, passing only type and data', () => {
    const stored = [{ ...added(2), stream: 'counter-1', revision: 0 }, added(3)];
    expect(fold(counter, stored)).toBe(5);
    expect(fold(counter, stored, 10)).toBe(15);
    expect(fold({ initialState: [] as unknown[], evolve: (state, event: CounterEvent) => [...state, event] }, stored)).toEqual([added(2), added(3)]);
  });

  it('given/when/then: decided events, refusals with the context, and the state after', () => {
    const { given, then } = deciderSpec(counter, { actorId: 'u1' });
    expect(given(added(4)).state).toBe(4);
    expect(given(added(4)).when({ type: 'Add', data: { amount: 2 } }).events).toEqual([added(2)]);
    expect(given(added(9)).when({ type: 'Add', data: { amount: 2 } }).events).toEqual([]);
    expect(given().when({ type: 'Add', data: { amount: 0 } }).error).toEqual(new RangeError('not positive (by u1)'));
    expect(given().when({ type: 'Add', data: { amount: -1 } }, { actorId: 'u2' }).error).toEqual(new RangeError('not positive (by u2)'));
    expect(() => given().when({ type: 'Add', data: { amount: 1 } }).error).toThrow('Expected a refusal');
    expect(() => given().when({ type: 'Add', data: { amount: 0 } }).events).toThrow(RangeError);
    expect(then([added(1)], { type: 'Add', data: { amount: 3 } })).toBe(4);
  });

  it("names a camelCase payload's fields as the first snake_case events stored them", () => {
    const stored: SnakeCased<{ callId: string; durationSeconds: number; topic: string | null }> = {
      call_id: 'c-1',
      duration_seconds: 90,
      topic: null,
    };
    // @ts-expect-error the camelCase name is not a stored field
    const camel: SnakeCased<{ callId: string }> = { callId: 'c-1' };
    expect([stored, camel]).toHaveLength(2);
  });

  it('derives the same UUID-shaped ids as the ids already stored (clients: version 5, demo requests: version 8)', () => {
    // Both ids below were written by the code before the kit (the client id is the upgrade fixture's).
    expect(uuidFromHash('client-of-owner:b4ddde0b-6621-42fe-9916-805e7b715ceb', '5')).toBe('bc361eeb-9bc9-5fe5-a3cd-594c48a66ed0');
    expect(uuidFromHash('demo-request:form-key-1', '8')).toBe('5de71504-f20a-88c5-aa10-ea8661992c4b');
  });
});
