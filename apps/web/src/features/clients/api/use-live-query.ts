import { type AnyVariables, useQuery } from 'urql';
import { useLiveUpdates } from '../../live/use-live-updates';

/** A GraphQL query that refetches from the server whenever one of `projectors` reports a change (no reload needed). */
export function useLiveQuery<Data, Variables extends AnyVariables = AnyVariables>(
  query: string,
  projectors: readonly string[],
  variables?: Variables,
) {
  const [result, reexecute] = useQuery<Data, Variables>({ query, variables: variables as Variables, requestPolicy: 'cache-and-network' });
  useLiveUpdates(projectors, () => reexecute({ requestPolicy: 'network-only' }));
  return [result, reexecute] as const;
}
