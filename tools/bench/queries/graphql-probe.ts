import type { Probe } from './load';

export interface Caller {
  url: string;
  token: string;
}

/** POSTs a GraphQL operation and fails unless it answered data without errors. */
export async function graphql<T = unknown>(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${caller.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  return body.data;
}

export function graphqlProbe(caller: Caller, query: string, variables: Record<string, unknown> = {}): Probe {
  return async () => void (await graphql(caller, query, variables));
}

/** GET of a REST route read to its end (a streamed CSV included); returns the bytes read. */
export async function restGet(caller: Caller, path: string): Promise<number> {
  const response = await fetch(`${caller.url}${path}`, { headers: { authorization: `Bearer ${caller.token}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return bytes;
}
