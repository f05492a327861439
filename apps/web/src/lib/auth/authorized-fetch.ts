/**
 * fetch with the signed-in user's access token (refreshed when due), for GraphQL requests (urql's `fetch` option).
 * The auth client loads on the first request, so pages without GraphQL or auth never download it.
 */
export const authorizedFetch: typeof fetch = async (input, init) => {
  const { authClient } = await import('./browser-auth-client');
  const token = await authClient.getAccessToken();
  if (!token) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};
