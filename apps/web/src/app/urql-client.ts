import { cacheExchange, Client, fetchExchange } from 'urql';

/** The one GraphQL client of the app; same origin, cookies travel with each request. */
export const urqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, fetchExchange],
  fetchOptions: { credentials: 'same-origin' },
});
