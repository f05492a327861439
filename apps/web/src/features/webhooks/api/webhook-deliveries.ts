import { useState } from 'react';
import { graphql, type WebhookDeliveryFieldsFragment } from '@receptionist/graphql-documents';
import { badUserInputMessage, graphQLErrorMessage } from '../../../lib/graphql/graphql-error';
import { useGraphQLMutation, useGraphQLQuery } from '../../../lib/graphql/use-graphql';
import { useLiveRefresh } from '../../../lib/live/use-live-refresh';

export const WEBHOOK_DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    endpointId
    event
    createdAt
    status
    attempts
    lastStatusCode
    lastLatencyMs
    lastError
    lastAttemptAt
    nextAttemptAt
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      items {
        ...WebhookDeliveryFields
      }
      nextCursor
    }
  }
`);

export const WEBHOOK_DELIVERY = graphql(`
  query WebhookDelivery($id: ID!) {
    webhookDelivery(id: $id) {
      body
      attempts {
        attempt
        at
        succeeded
        statusCode
        latencyMs
        error
        nextAttemptAt
      }
    }
  }
`);

export const RESEND_WEBHOOK_DELIVERY = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const REPLAY_WEBHOOK_DELIVERIES = graphql(`
  mutation ReplayWebhookDeliveries($endpointId: ID!, $from: DateTime!, $to: DateTime!) {
    replayWebhookDeliveries(endpointId: $endpointId, from: $from, to: $to)
  }
`);

export type WebhookDelivery = WebhookDeliveryFieldsFragment;

const PAGE_SIZE = 25;
/** The server's projector of the delivery log: its live updates reach the endpoint owner's sockets. */
const DELIVERY_PROJECTORS = ['webhook-deliveries'] as const;

/** One endpoint's delivery log, a page at a time (Previous / Next over the cursors), with resend and replay. */
export function useWebhookDeliveries(endpointId: string) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  const list = useGraphQLQuery(WEBHOOK_DELIVERIES, { endpointId, first: PAGE_SIZE, after });
  useLiveRefresh(DELIVERY_PROJECTORS, list.refresh);
  const resendMutation = useGraphQLMutation(RESEND_WEBHOOK_DELIVERY);
  const replayMutation = useGraphQLMutation(REPLAY_WEBHOOK_DELIVERIES);
  const page = list.data?.webhookDeliveries;

  return {
    deliveries: page?.items ?? null,
    error: list.error,
    refresh: list.refresh,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: Boolean(page?.nextCursor),
    previous: () => setCursors((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)),
    next: () => page?.nextCursor && setCursors((stack) => [...stack, page.nextCursor]),
    async resend(id: string): Promise<{ error: string } | { ok: true }> {
      const { data, error } = await resendMutation({ id });
      list.refresh();
      return data ? { ok: true } : { error: error ? graphQLErrorMessage(error) : 'The delivery could not be resent. Please try again.' };
    },
    async replay(from: Date, to: Date): Promise<{ error: string } | { queued: number }> {
      const { data, error } = await replayMutation({ endpointId, from: from.toISOString(), to: to.toISOString() });
      list.refresh();
      if (data) return { queued: data.replayWebhookDeliveries };
      return { error: (error && (badUserInputMessage(error) ?? graphQLErrorMessage(error))) || 'The range could not be replayed. Please try again.' };
    },
  };
}

/** A delivery's attempts and body, fetched when its row is opened. */
export function useWebhookDeliveryDetail(id: string | null) {
  const detail = useGraphQLQuery(WEBHOOK_DELIVERY, { id: id ?? '' }, id === null);
  return { detail: id === null ? undefined : detail.data?.webhookDelivery, error: detail.error };
}
