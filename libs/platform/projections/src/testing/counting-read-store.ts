import type { ReadCollection, ReadStore } from '@receptionist/read-store';

/** `store` as it is, except that its collections count the calls of `method`: `calls()`. */
export function countingReadStore<S extends ReadStore>(store: S, method: keyof ReadCollection): { store: S; calls: () => number } {
  let calls = 0;
  const counting = Object.create(store, {
    collection: {
      value: (name: string) => {
        const collection = store.collection(name);
        const original = collection[method] as (...args: unknown[]) => unknown;
        return Object.create(collection, { [method]: { value: (...args: unknown[]) => (calls++, original.apply(collection, args)) } });
      },
    },
  }) as S;
  return { store: counting, calls: () => calls };
}
