import { cacheExchange, Client, fetchExchange } from 'urql';
import { authorizedFetch } from '../lib/auth/authorized-fetch';

/** The one GraphQL client of the app; same origin, with the signed-in user's access token (refreshed when due). */
export const urqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, fetchExchange],
  fetchOptions: { credentials: 'same-origin' },
  fetch: authorizedFetch,
});
