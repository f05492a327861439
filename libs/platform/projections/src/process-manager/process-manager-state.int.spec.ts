import { type Doc, SqliteReadStore } from '@receptionist/read-store';
import { countingReadStore } from '../testing/counting-read-store';
import { ProcessManagerState } from './process-manager-state';

interface UserDoc extends Doc {
  admin: boolean;
}

describe('ProcessManagerState', () => {
  it("asks the store once per filter in a batch, and every answer shows the batch's own changes", async () => {
    const store = new SqliteReadStore({ file: ':memory:' });
    await store.defineCollection({ name: 'users' });
    await store.commit({
      writes: [
        { kind: 'put', collection: 'users', doc: { id: 'u1', admin: true } },
        { kind: 'put', collection: 'users', doc: { id: 'u2', admin: true } },
      ],
      checkpoint: { projector: 'test', position: 1 },
    });
    const { store: counting, calls: finds } = countingReadStore(store, 'find');
    const state = new ProcessManagerState(counting);
    const admins = async () => (await state.find<UserDoc>('users', { admin: true }, (user) => user.admin)).map((user) => user.id);

    expect(await admins()).toEqual(['u1', 'u2']);
    state.put('users', { id: 'u2', admin: false });
    state.put('users', { id: 'u3', admin: true });
    expect(await admins()).toEqual(['u1', 'u3']);
    expect(finds()).toBe(1);

    expect(await new ProcessManagerState(counting).find<UserDoc>('users', { admin: true }, (user) => user.admin)).toHaveLength(2);
    expect(finds()).toBe(2);
    await store.close();
  });
});
