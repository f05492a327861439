/** What the site reports to POST /api/track. Paths only: never names, e-mails or other personal data. */
export type TrackingEvent = { kind: 'page_view'; path: string } | { kind: 'lead'; path: string };

export const TRACK_ENDPOINT = '/api/track';

type PrivacySignals = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean };

/** Do Not Track and Global Privacy Control both opt the visitor out. */
export function trackingAllowed(signals: PrivacySignals): boolean {
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}

function send(event: TrackingEvent): void {
  const body = JSON.stringify(event);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_ENDPOINT, body)) return;
  void fetch(TRACK_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

type PrerenderingDocument = Document & { prerendering?: boolean };

/** Sends the event unless the visitor opted out; a prerendered page reports only once it is actually shown. */
export function track(event: TrackingEvent): void {
  if (!trackingAllowed(navigator as PrivacySignals)) return;
  const doc = document as PrerenderingDocument;
  if (doc.prerendering) {
    doc.addEventListener('prerenderingchange', () => send(event), { once: true });
    return;
  }
  send(event);
}
