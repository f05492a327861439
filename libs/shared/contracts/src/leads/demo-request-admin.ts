/** Admin notes on a demo request: free text, trimmed, at most this long. */
export const DEMO_REQUEST_NOTES_MAX = 5000;

export const DEMO_REQUEST_ADMIN_MESSAGES = {
  notesTooLong: `Notes must be less than ${DEMO_REQUEST_NOTES_MAX} characters`,
  /** Optimistic concurrency: the admin acted on an older version of the request. */
  conflict: 'This request was changed by someone else. The latest version is shown.',
  notFound: 'Demo request not found',
  tooManySubmissions: 'Too many submissions from this address. Please try again later.',
} as const;

/**
 * The projector that feeds `demoRequests`, `demoRequestStats` and `demoRequest(id)`: a live update
 * `{ projector: 'demo_requests', position, changes }` means those queries have new data. A change in collection
 * `demo_requests` whose id the page has never seen is a new request.
 */
export const DEMO_REQUESTS_PROJECTOR = 'demo_requests';
