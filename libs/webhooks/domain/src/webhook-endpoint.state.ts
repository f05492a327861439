import type { WebhookEventName } from '@receptionist/contracts';
import type { WebhookEndpointEvent, WebhookOwner } from './webhook-endpoint.events';

/** An endpoint as its history leaves it; `exists` false: never added, or removed (both answer "not found"). */
export interface WebhookEndpointState {
  exists: boolean;
  owner: WebhookOwner | null;
  url: string;
  description: string | null;
  events: WebhookEventName[];
  status: 'active' | 'paused';
  pausedReason: 'owner' | 'failing' | null;
  secretVersion: number;
}

export const initialWebhookEndpointState: WebhookEndpointState = {
  exists: false,
  owner: null,
  url: '',
  description: null,
  events: [],
  status: 'active',
  pausedReason: null,
  secretVersion: 0,
};

export function evolveWebhookEndpoint(state: WebhookEndpointState, event: WebhookEndpointEvent): WebhookEndpointState {
  switch (event.type) {
    case 'WebhookEndpointAdded': {
      const { owner, url, description, events, secretVersion } = event.data;
      return { ...initialWebhookEndpointState, exists: true, owner, url, description, events, secretVersion };
    }
    case 'WebhookEndpointChanged':
      return { ...state, url: event.data.url, description: event.data.description, events: event.data.events };
    case 'WebhookEndpointSecretRotated':
      return { ...state, secretVersion: event.data.secretVersion };
    case 'WebhookEndpointPaused':
      return { ...state, status: 'paused', pausedReason: event.data.reason };
    case 'WebhookEndpointResumed':
      return { ...state, status: 'active', pausedReason: null };
    case 'WebhookEndpointRemoved':
      return { ...state, exists: false };
  }
}

export const sameWebhookOwner = (a: WebhookOwner | null, b: WebhookOwner): boolean =>
  a !== null && a.kind === b.kind && (a.kind === 'admins' || (b.kind === 'client' && a.clientId === b.clientId));

/** The key of an owner in read models and personal data: `client-<id>` or `admins`. */
export const webhookOwnerKey = (owner: WebhookOwner): string => (owner.kind === 'admins' ? 'admins' : `client-${owner.clientId}`);

/** The client of an owner key (`client-<id>`); null for the administrators' endpoints. */
export const clientOfWebhookOwnerKey = (ownerKey: string): string | null =>
  ownerKey.startsWith('client-') ? ownerKey.slice('client-'.length) : null;
