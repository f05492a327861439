import { AuthClient } from './auth-client';
import { broadcastTabChannel } from './tab-sync';

/** The app's one auth client (module singleton, so every feature shares one in-memory session). */
export const authClient = new AuthClient({ fetch: (input, init) => fetch(input, init), tabs: broadcastTabChannel() });

/** fetch with the current access token, for GraphQL requests (urql's `fetch` option). */
export const authorizedFetch: typeof fetch = async (input, init) => {
  const token = await authClient.getAccessToken();
  if (!token) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};
