import { useCallback } from 'react';
import { type AnyVariables, type TypedDocumentNode, useQuery } from 'urql';
import { useLiveRefresh } from '../live/use-live-refresh';

/**
 * A GraphQL query (cache first, then the network) that refetches from the server shortly after one of `projectors`
 * reports a change (no reload needed). Returns the result and `refresh`, which refetches from the server.
 */
export function useLiveQuery<Data, Variables extends AnyVariables = AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  projectors: readonly string[],
  variables?: Variables,
  pause = false,
) {
  const [result, reexecute] = useQuery<Data, Variables>({ query, variables: variables as Variables, pause, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveRefresh(projectors, refresh);
  return [result, refresh] as const;
}
