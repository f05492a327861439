import {
  type WebhookAudience,
  validateWebhookEndpoint,
  type WebhookEndpointField,
  type WebhookEndpointSettings,
  webhookFieldOfMessage,
} from '@receptionist/contracts';
import type { AnyVariables, OperationResult } from 'urql';
import { graphql, type WebhookEndpointFieldsFragment } from '@receptionist/graphql-documents';
import { badUserInputMessage, graphQLErrorMessage } from '../../../lib/graphql/graphql-error';
import { useGraphQLMutation } from '../../../lib/graphql/use-graphql';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';

/** The server's projector of the endpoint list: its live updates reach the owner's sockets (an endpoint paused as failing). */
const ENDPOINT_PROJECTORS = ['webhook-endpoints'] as const;

export const WEBHOOK_ENDPOINT_FIELDS = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    status
    pausedReason
    secretHint
    createdAt
    updatedAt
  }
`);

export const WEBHOOK_ENDPOINTS = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const ADD_WEBHOOK_ENDPOINT = graphql(`
  mutation AddWebhookEndpoint($input: WebhookEndpointInput!) {
    addWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UPDATE_WEBHOOK_ENDPOINT = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const ROTATE_WEBHOOK_SECRET = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const PAUSE_WEBHOOK_ENDPOINT = graphql(`
  mutation PauseWebhookEndpoint($id: ID!) {
    pauseWebhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const RESUME_WEBHOOK_ENDPOINT = graphql(`
  mutation ResumeWebhookEndpoint($id: ID!) {
    resumeWebhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const REMOVE_WEBHOOK_ENDPOINT = graphql(`
  mutation RemoveWebhookEndpoint($id: ID!) {
    removeWebhookEndpoint(id: $id)
  }
`);

export type WebhookEndpoint = WebhookEndpointFieldsFragment;

/** What the add and edit forms send: the URL, description and events as typed and ticked. */
export interface WebhookEndpointDraft {
  url: string;
  description: string;
  events: string[];
}

/** A refused add or save: the message under its field when the rule names one, else a general one. */
export type WebhookEndpointRefusal = { field: WebhookEndpointField | null; message: string };

/** The caller's endpoints (their client's, or the administrators') and what can be done to them. */
export function useWebhookEndpoints(audience: WebhookAudience) {
  const [list, refresh] = useLiveQuery(WEBHOOK_ENDPOINTS, ENDPOINT_PROJECTORS);
  const addMutation = useGraphQLMutation(ADD_WEBHOOK_ENDPOINT);
  const updateMutation = useGraphQLMutation(UPDATE_WEBHOOK_ENDPOINT);
  const rotateMutation = useGraphQLMutation(ROTATE_WEBHOOK_SECRET);
  const pauseMutation = useGraphQLMutation(PAUSE_WEBHOOK_ENDPOINT);
  const resumeMutation = useGraphQLMutation(RESUME_WEBHOOK_ENDPOINT);
  const removeMutation = useGraphQLMutation(REMOVE_WEBHOOK_ENDPOINT);

  /** The shared rules first, then the server's (which also checks the address): the mutation's data, or the refusal. */
  async function submit<Data, Variables extends AnyVariables>(
    draft: WebhookEndpointDraft,
    mutate: (input: WebhookEndpointSettings) => Promise<OperationResult<Data, Variables>>,
    failure: string,
  ): Promise<{ data: Data } | { refusal: WebhookEndpointRefusal }> {
    const checked = validateWebhookEndpoint(draft, audience);
    if (!checked.ok) return { refusal: { field: checked.field, message: checked.message } };
    const { data, error } = await mutate(checked.value);
    if (data) {
      refresh();
      return { data };
    }
    const message = error && badUserInputMessage(error);
    if (message) return { refusal: { field: webhookFieldOfMessage(message), message } };
    return { refusal: { field: null, message: error ? graphQLErrorMessage(error) : failure } };
  }

  /** Adds an endpoint: its signing secret (shown once), or the refusal. */
  async function add(draft: WebhookEndpointDraft): Promise<{ secret: string } | { refusal: WebhookEndpointRefusal }> {
    const outcome = await submit(draft, (input) => addMutation({ input }), 'The endpoint could not be added. Please try again.');
    return 'refusal' in outcome ? outcome : { secret: outcome.data.addWebhookEndpoint.secret };
  }

  /** Replaces an endpoint's URL, description and events (its secret stays): null once saved, else the refusal. */
  async function save(id: string, draft: WebhookEndpointDraft): Promise<WebhookEndpointRefusal | null> {
    const outcome = await submit(draft, (input) => updateMutation({ id, input }), 'The endpoint could not be saved. Please try again.');
    return 'refusal' in outcome ? outcome.refusal : null;
  }

  /** Runs one action on an endpoint: done (with the new secret of a rotation), or the server's message. */
  async function act<Data>(
    answer: Promise<OperationResult<Data, { id: string }>>,
    secretOf: (data: Data) => string | null = () => null,
  ): Promise<{ secret: string | null } | { error: string }> {
    const { data, error } = await answer;
    refresh();
    if (data) return { secret: secretOf(data) };
    return { error: error ? graphQLErrorMessage(error) : 'Something went wrong. Please try again.' };
  }

  return {
    endpoints: list.data?.webhookEndpoints ?? null,
    error: list.error,
    add,
    save,
    rotate: (id: string) => act(rotateMutation({ id }), (data) => data.rotateWebhookSecret.secret),
    pause: (id: string) => act(pauseMutation({ id })),
    resume: (id: string) => act(resumeMutation({ id })),
    remove: (id: string) => act(removeMutation({ id })),
  };
}
