import { cacheExchange, Client, fetchExchange } from 'urql';
import { authorizedFetch } from '../features/auth/api/authorized-fetch';

/** The one GraphQL client of the app; same origin, with the signed-in user's access token (refreshed when due). */
export const urqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, fetchExchange],
  fetchOptions: { credentials: 'same-origin' },
  fetch: authorizedFetch,
});
