import { useCallback, useEffect, useState } from 'react';
import { type AnyVariables, type CombinedError, type OperationResult, type TypedDocumentNode, useClient } from 'urql';

/*
 * Promise-style hooks over the app's urql client (the lead forms and the admin's lead list): a mutation is a plain
 * async call, and a query always asks the server, keeping the last data while a refetch runs.
 */

/** A mutation: `run(variables)` resolves to the result (with `error` when it failed). */
export function useGraphQLMutation<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>) {
  const client = useClient();
  return useCallback(
    (variables: Variables): Promise<OperationResult<Data, Variables>> => client.mutation<Data, Variables>(document, variables).toPromise(),
    [client, document],
  );
}

export interface GraphQLQueryState<Data> {
  /** The last data received; kept while a refetch runs. */
  data: Data | undefined;
  error: CombinedError | undefined;
  /** Fetches again from the server. */
  refresh: () => void;
}

/** A query fetched from the server whenever its variables change or `refresh()` is called; skipped while `pause`. */
export function useGraphQLQuery<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables = {} as Variables,
  pause = false,
): GraphQLQueryState<Data> {
  const client = useClient();
  const [state, setState] = useState<{ data?: Data; error?: CombinedError }>({});
  const [generation, setGeneration] = useState(0);
  const variablesKey = JSON.stringify(variables);

  useEffect(() => {
    if (pause) return;
    let current = true;
    void client
      .query(document, JSON.parse(variablesKey) as Variables, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (current) setState((previous) => ({ data: result.data ?? previous.data, error: result.error }));
      });
    return () => {
      current = false;
    };
  }, [client, document, variablesKey, pause, generation]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);
  return { data: state.data, error: state.error, refresh };
}
