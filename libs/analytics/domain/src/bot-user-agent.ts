// Crawlers, link previewers, headless browsers and HTTP libraries: their visits are not counted.
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headlesschrome|lighthouse|pagespeed|curl\/|wget\/|python-requests|httpclient|axios\/|node-fetch|go-http-client|java\//i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}
