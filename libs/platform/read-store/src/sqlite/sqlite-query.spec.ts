import { predicateToSql } from './sqlite-query';

describe('predicateToSql', () => {
  it('gives a boolean of an indexed field a buffer of its own, so a query sent to a read thread copies one byte', () => {
    const { sql, params } = predicateToSql({ op: 'eq', field: 'held', value: true }, new Set(['held']));
    expect(sql).toBe('"f:held" = ?');
    const [flag] = params as Buffer[];
    expect([...flag]).toEqual([1]);
    // A buffer cut from Node's shared allocation pool would carry the whole pool along when structured-cloned.
    expect(flag.buffer.byteLength).toBe(1);
  });
});
