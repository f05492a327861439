import fc from 'fast-check';
import { rangeAnswer } from './byte-range';

describe('rangeAnswer', () => {
  it('serves one range as asked, clamped to the blob', () => {
    expect(rangeAnswer('bytes=0-99', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(rangeAnswer('bytes=500-', 1000)).toEqual({ kind: 'partial', range: { start: 500, end: 999 } });
    expect(rangeAnswer('bytes=900-5000', 1000)).toEqual({ kind: 'partial', range: { start: 900, end: 999 } });
    expect(rangeAnswer('bytes=-100', 1000)).toEqual({ kind: 'partial', range: { start: 900, end: 999 } });
    expect(rangeAnswer('bytes=-5000', 1000)).toEqual({ kind: 'partial', range: { start: 0, end: 999 } });
    expect(rangeAnswer('bytes=999-999', 1000)).toEqual({ kind: 'partial', range: { start: 999, end: 999 } });
  });

  it('answers unsatisfiable past the end and for an empty suffix', () => {
    expect(rangeAnswer('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=99999999999999999999999-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: no header, other units, bad syntax, reversed and multiple ranges', () => {
    for (const header of [
      undefined,
      '',
      'items=0-1',
      'bytes=',
      'bytes=-',
      'bytes=a-b',
      'bytes=5-1',
      'bytes=0-1,4-5',
      'bytes= 0-1 ,',
      'bytes=1.5-2',
    ]) {
      expect(rangeAnswer(header, 1000)).toEqual({ kind: 'whole' });
    }
  });

  it('never answers a range outside the blob', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10_000), (tail, size) => {
        const answer = rangeAnswer(`bytes=${tail}`, size);
        if (answer.kind !== 'partial') return;
        expect(answer.range.start).toBeGreaterThanOrEqual(0);
        expect(answer.range.start).toBeLessThanOrEqual(answer.range.end);
        expect(answer.range.end).toBeLessThan(size);
        expect(Number.isInteger(answer.range.start) && Number.isInteger(answer.range.end)).toBe(true);
      }),
    );
  });
});
