import type { ByteRange } from '@receptionist/blob-store';

/** What to answer to a `Range` header for a blob of `size` bytes (RFC 9110 §14). */
export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * One `bytes=` range is served as asked (clamped to the blob). Anything else is ignored and the whole blob answers,
 * as RFC 9110 allows: other units, syntax errors, and several ranges (a player never asks for them, and a multipart
 * answer built from hundreds of tiny overlapping ranges is an amplification nobody needs).
 */
export function rangeAnswer(header: string | undefined, size: number): RangeAnswer {
  const whole = { kind: 'whole' } as const;
  if (!header?.startsWith('bytes=')) return whole;
  const specs = header.slice('bytes='.length).split(',');
  if (specs.length !== 1) return whole;
  const match = SPEC.exec(specs[0].trim());
  if (!match || (match[1] === '' && match[2] === '')) return whole;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return whole;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}
