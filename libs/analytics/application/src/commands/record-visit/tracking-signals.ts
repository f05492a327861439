import type { IncomingHttpHeaders } from 'node:http';

/** Do Not Track or Global Privacy Control: the visitor asked not to be tracked. */
export function visitorOptedOut(headers: IncomingHttpHeaders): boolean {
  return headers['dnt'] === '1' || headers['sec-gpc'] === '1';
}

/** A speculative load (link prefetch or prerender) is not a visit; the real visit reports itself later. */
export function isSpeculativeLoad(headers: IncomingHttpHeaders): boolean {
  return [headers['purpose'], headers['sec-purpose'], headers['x-purpose'], headers['x-moz']].some(
    (value) => typeof value === 'string' && /prefetch|prerender/i.test(value),
  );
}
