/** The referrer's host when the visitor came from another site; nothing for internal or unparsable referrers. */
export function externalReferrerHost(referrer: string | null | undefined, siteHost: string | null | undefined): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  const ownHost = siteHost?.toLowerCase().replace(/:\d+$/, '');
  return host && host !== ownHost ? host : undefined;
}
