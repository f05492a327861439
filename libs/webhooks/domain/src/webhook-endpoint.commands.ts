import type { Actor } from '@receptionist/domain-kit';
import type { WebhookOwner } from './webhook-endpoint.events';

/** The setting as the owner typed it; the decider applies the shared rules (validateWebhookEndpoint). */
export interface WebhookEndpointInput {
  url: string;
  description: string | null;
  events: readonly string[];
}

interface OwnersCommand {
  endpointId: string;
  /** The caller's side: a command naming another owner's endpoint is refused exactly like a missing one. */
  owner: WebhookOwner;
  by: Actor;
}

/**
 * `liveEndpoints`: how many endpoints the owner has now (not removed), read by the handler from the endpoints
 * projection once it has caught up; `secretVersion`: the version of the secret already sealed in the secret store.
 */
export interface AddWebhookEndpoint {
  type: 'AddWebhookEndpoint';
  data: OwnersCommand & WebhookEndpointInput & { liveEndpoints: number; secretVersion: number };
}

export interface ChangeWebhookEndpoint {
  type: 'ChangeWebhookEndpoint';
  data: OwnersCommand & WebhookEndpointInput;
}

/** The new secret is already sealed in the secret store under this version. */
export interface RotateWebhookSecret {
  type: 'RotateWebhookSecret';
  data: OwnersCommand & { secretVersion: number };
}

export interface PauseWebhookEndpoint {
  type: 'PauseWebhookEndpoint';
  data: OwnersCommand;
}

/** The delivery process pauses an endpoint whose deliveries kept failing (no owner acts). */
export interface PauseFailingWebhookEndpoint {
  type: 'PauseFailingWebhookEndpoint';
  data: { endpointId: string; failedAttempts: number };
}

export interface ResumeWebhookEndpoint {
  type: 'ResumeWebhookEndpoint';
  data: OwnersCommand;
}

export interface RemoveWebhookEndpoint {
  type: 'RemoveWebhookEndpoint';
  data: OwnersCommand;
}

export type WebhookEndpointCommand =
  | AddWebhookEndpoint
  | ChangeWebhookEndpoint
  | RotateWebhookSecret
  | PauseWebhookEndpoint
  | PauseFailingWebhookEndpoint
  | ResumeWebhookEndpoint
  | RemoveWebhookEndpoint;
