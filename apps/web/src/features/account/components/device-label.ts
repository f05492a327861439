import Bowser from 'bowser';

/** "Chrome on Linux" for a session's user-agent string; the browser or the system alone when only one is known. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  // Bowser answers '' (not undefined) for what it cannot tell.
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || 'Unknown device';
}
