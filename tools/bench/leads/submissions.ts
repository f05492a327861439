import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const SUBMIT = `mutation Submit($input: DemoRequestFormInput!, $key: String!) {
  submitDemoRequest(input: $input, idempotencyKey: $key) { id }
}`;

const FORM = {
  form: 'book_demo',
  email: 'ada@dealer.example',
  fullName: 'Ada Lovelace',
  phone: '+1 (555) 010-2000',
  businessType: 'Franchise dealer',
};

/** The row book-demo form 1 records (spec section 7), as the bare endpoint receives it. */
const ROW = {
  formType: 'book_demo',
  email: FORM.email,
  firstName: FORM.fullName,
  companyName: null,
  phone: FORM.phone,
  dealerType: FORM.businessType,
  notes: null,
};

export type Submit = () => Promise<{ id: string }>;

/**
 * Keep-alive connections per server, as a browser or a proxy in front of the API holds: requests beyond them wait in
 * the client's queue (their wait counts in the latency measured from the request start), they never open more.
 */
export const DEFAULT_CONNECTIONS_PER_SERVER = 16;

/** A bounded keep-alive pool for one server (node:http's Agent: at most `maxSockets` connections, reused). */
export function connectionPool(maxSockets = DEFAULT_CONNECTIONS_PER_SERVER): Agent {
  return new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/** POSTs JSON through `agent` and parses the JSON answer; a non-2xx status rejects with the body. */
export function postJson(url: string, body: unknown, agent: Agent): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', fail);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) return fail(new Error(`${url} answered ${status}: ${text}`));
          try {
            done(JSON.parse(text) as Record<string, unknown>);
          } catch (error) {
            fail(error);
          }
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

/** One book-demo submission through the API's public GraphQL mutation, with a fresh idempotency key. */
export function apiSubmission(apiUrl: string, agent: Agent = connectionPool()): Submit {
  return async () => {
    const body = await postJson(`${apiUrl}/graphql`, { query: SUBMIT, variables: { input: FORM, key: randomUUID() } }, agent);
    const data = body['data'] as { submitDemoRequest: { id: string } } | null;
    if (!data) throw new Error(`Submission refused: ${JSON.stringify(body['errors'])}`);
    return data.submitDemoRequest;
  };
}

export function bareSubmission(bareUrl: string, agent: Agent = connectionPool()): Submit {
  return async () => (await postJson(`${bareUrl}/demo-requests`, ROW, agent)) as { id: string };
}
