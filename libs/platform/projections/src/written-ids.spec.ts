import fc from 'fast-check';
import { WrittenIds } from './written-ids';

describe('WrittenIds', () => {
  it('never takes a written id for one never written, whatever the ids and however many', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 40 }), { maxLength: 20_000 }), fc.constantFrom('a', 'b'), (ids, collection) => {
        const written = new WrittenIds();
        for (const id of ids) written.add(collection, id);
        return ids.every((id) => written.mayHave(collection, id));
      }),
      { numRuns: 30 },
    );
  });

  it('takes few ids never written for written ones (fewer than 1 in 100), and none of another collection', () => {
    const written = new WrittenIds();
    for (let index = 0; index < 100_000; index++) written.add('daily', `client-${index % 2000}:2026-${index}`);
    let taken = 0;
    for (let index = 0; index < 100_000; index++) if (written.mayHave('daily', `client-${index % 2000}:2027-${index}`)) taken++;
    expect(taken).toBeLessThan(1_000);
    expect(written.mayHave('usage', 'client-1:2026-1')).toBe(false);
  });
});
