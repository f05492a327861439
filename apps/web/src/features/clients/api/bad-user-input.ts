import type { CombinedError } from 'urql';

/** The server's rule message when it refused the input (BAD_USER_INPUT); undefined for any other failure. */
export function badUserInputMessage(error: CombinedError): string | undefined {
  const first = error.graphQLErrors[0];
  return first?.extensions?.['code'] === 'BAD_USER_INPUT' ? first.message : undefined;
}
