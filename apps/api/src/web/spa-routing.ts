/**
 * Server paths that never fall back to the web app: unknown ones there are real 404s. The auth API is /auth/v1;
 * `/auth` and its other pages (/auth/confirm, /auth/reset) are web pages.
 */
const SERVER_PREFIXES = ['/api', '/graphql', '/socket.io', '/health', '/auth/v1/'];

/** Whether a GET for this URL path should receive the web app's index.html. */
export function isSpaRoute(urlPath: string): boolean {
  const path = urlPath.split('?', 1)[0];
  const isServerPath = SERVER_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !isServerPath && !lastSegment.includes('.');
}
