/** Server paths that never fall back to the web app: unknown ones there are real 404s. `/auth` itself is a web page. */
const SERVER_PREFIXES = ['/api', '/graphql', '/socket.io', '/health', '/auth/'];

/** Whether a GET for this URL path should receive the web app's index.html. */
export function isSpaRoute(urlPath: string): boolean {
  const path = urlPath.split('?', 1)[0];
  const isServerPath = SERVER_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !isServerPath && !lastSegment.includes('.');
}
