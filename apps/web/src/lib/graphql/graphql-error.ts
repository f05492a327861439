import type { CombinedError } from 'urql';

/** The `extensions.code` of a GraphQL error (BAD_USER_INPUT, CONFLICT, ...), or undefined for network failures. */
export function graphQLErrorCode(error: CombinedError): string | undefined {
  const code = error.graphQLErrors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** The server's message of the first GraphQL error. */
export function graphQLErrorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.message;
}

/** The server's rule message when it refused the input (BAD_USER_INPUT); undefined for any other failure. */
export function badUserInputMessage(error: CombinedError): string | undefined {
  return graphQLErrorCode(error) === 'BAD_USER_INPUT' ? graphQLErrorMessage(error) : undefined;
}
