import { Outlet } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { urqlClient } from './urql-client';

/**
 * The layout of every route that talks GraphQL. Loaded lazily, so the marketing pages do not download the GraphQL
 * client or the auth code it carries.
 */
export function GraphqlScope() {
  return (
    <UrqlProvider value={urqlClient}>
      <Outlet />
    </UrqlProvider>
  );
}
