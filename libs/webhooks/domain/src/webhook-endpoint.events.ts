import type { WebhookEventName } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';

/** Whose endpoint it is: a client's owner (calls, bookings, messages) or the administrators together (leads). */
export type WebhookOwner = { kind: 'client'; clientId: string } | { kind: 'admins' };

interface OfEndpoint {
  endpointId: string;
  owner: WebhookOwner;
}

/**
 * An endpoint was added. Its signing secret is never in the log: it is sealed in the shared secret store under
 * `webhookSecretName(endpointId)`, and `secretVersion` says which one signs. The URL is sealed at rest like personal
 * data (webhooks.personal-data.ts): receivers' URLs often carry a token in their path.
 */
export interface WebhookEndpointAdded {
  type: 'WebhookEndpointAdded';
  data: OfEndpoint & { url: string; description: string | null; events: WebhookEventName[]; secretVersion: number; by: Actor; addedAt: string };
}

/** The owner changed the URL, the description or the events (the whole new setting). */
export interface WebhookEndpointChanged {
  type: 'WebhookEndpointChanged';
  data: OfEndpoint & { url: string; description: string | null; events: WebhookEventName[]; by: Actor; changedAt: string };
}

/** A new signing secret replaced the old one (which stops signing at once). */
export interface WebhookEndpointSecretRotated {
  type: 'WebhookEndpointSecretRotated';
  data: OfEndpoint & { secretVersion: number; by: Actor; rotatedAt: string };
}

/**
 * Nothing more is sent until it is resumed: the owner paused it (`by` them), or the delivery process did after
 * WEBHOOK_PAUSE_AFTER_FAILED_ATTEMPTS failed attempts in a row (`by` null) and told the owner.
 */
export interface WebhookEndpointPaused {
  type: 'WebhookEndpointPaused';
  data: OfEndpoint & { reason: 'owner' | 'failing'; failedAttempts: number | null; by: Actor | null; pausedAt: string };
}

export interface WebhookEndpointResumed {
  type: 'WebhookEndpointResumed';
  data: OfEndpoint & { by: Actor; resumedAt: string };
}

/** Removed for good: nothing more is sent and its delivery log closes (the deliveries' events stay in the log). */
export interface WebhookEndpointRemoved {
  type: 'WebhookEndpointRemoved';
  data: OfEndpoint & { by: Actor; removedAt: string };
}

export type WebhookEndpointEvent =
  | WebhookEndpointAdded
  | WebhookEndpointChanged
  | WebhookEndpointSecretRotated
  | WebhookEndpointPaused
  | WebhookEndpointResumed
  | WebhookEndpointRemoved;

export const WEBHOOK_ENDPOINT_EVENT_TYPES = [
  'WebhookEndpointAdded',
  'WebhookEndpointChanged',
  'WebhookEndpointSecretRotated',
  'WebhookEndpointPaused',
  'WebhookEndpointResumed',
  'WebhookEndpointRemoved',
] as const satisfies readonly WebhookEndpointEvent['type'][];

export const webhookEndpointStream = (endpointId: string): string => `webhook-endpoint-${endpointId}`;
/** The endpoint's signing secret in the shared secret store (libs/platform/server-secrets). */
export const webhookSecretName = (endpointId: string): string => `webhook-endpoint:${endpointId}`;
