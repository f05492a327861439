/**
 * The stream-name prefixes this product writes, one per aggregate of each bounded context (see the `*_STREAM_PREFIX`
 * constants and stream helpers in libs/<context>/domain). A KurrentDB server may be shared with other products and
 * always holds its own `$...` system streams: reads and subscriptions see only streams starting with one of these,
 * and `append` refuses any other stream (it could never be read back). Keep in step when a context adds a stream.
 */
export const PRODUCT_STREAM_PREFIXES: readonly string[] = [
  'user-', // identity: userStream
  'email-reservation-', // identity: reservationStream
  'client-', // clients: CLIENT_STREAM_PREFIX
  'phone-line-', // clients: PHONE_LINE_STREAM_PREFIX
  'call-', // calls: CALL_STREAM_PREFIX
  'usage-', // calls: USAGE_STREAM_PREFIX
  'demo-request-', // leads: DEMO_REQUEST_STREAM_PREFIX
  'pageviews-', // analytics: PAGE_VIEWS_STREAM_PREFIX
  'personal-data-erasure-', // privacy: ERASURE_STREAM_PREFIX (libs/contexts/registry)
];

/**
 * The prefixes a read may see: the caller's prefixes that lie inside the scope, plus the scope's prefixes that lie
 * inside a caller's prefix (`'c'` → `client-`, `call-`). No caller prefixes: the whole scope. Empty: nothing matches.
 */
export function scopedPrefixes(requested: readonly string[] | undefined, scope: readonly string[]): string[] {
  if (!requested?.length) return [...scope];
  const inside = requested.filter((prefix) => scope.some((own) => prefix.startsWith(own)));
  const widerThanOwn = scope.filter((own) => requested.some((prefix) => own.startsWith(prefix)));
  return [...new Set([...inside, ...widerThanOwn])];
}

export function inScope(stream: string, scope: readonly string[]): boolean {
  return !stream.startsWith('$') && scope.some((prefix) => stream.startsWith(prefix));
}
