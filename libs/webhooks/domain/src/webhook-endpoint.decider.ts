import { MAX_WEBHOOK_ENDPOINTS, validateWebhookEndpoint, type WebhookEndpointSettings } from '@receptionist/contracts';
import type {
  AddWebhookEndpoint,
  ChangeWebhookEndpoint,
  PauseFailingWebhookEndpoint,
  WebhookEndpointCommand,
  WebhookEndpointInput,
} from './webhook-endpoint.commands';
import { invalidWebhookEndpoint, tooManyWebhookEndpoints, webhookEndpointNotFound } from './webhook-endpoint.errors';
import type { WebhookEndpointEvent, WebhookOwner } from './webhook-endpoint.events';
import { evolveWebhookEndpoint, initialWebhookEndpointState, sameWebhookOwner, type WebhookEndpointState } from './webhook-endpoint.state';

/** The shared rules for the owner's side: a client's owner may send owner events, the administrators lead events. */
export function webhookEndpointSettings(input: WebhookEndpointInput, owner: WebhookOwner): WebhookEndpointSettings {
  const result = validateWebhookEndpoint(input, owner.kind === 'admins' ? 'admins' : 'owner');
  if (!result.ok) throw invalidWebhookEndpoint(result.message);
  return result.value;
}

function assertOwnEndpoint(state: WebhookEndpointState, owner: WebhookOwner): void {
  if (!state.exists || !sameWebhookOwner(state.owner, owner)) throw webhookEndpointNotFound();
}

function add({ data: command }: AddWebhookEndpoint, state: WebhookEndpointState, at: string): WebhookEndpointEvent[] {
  const settings = webhookEndpointSettings(command, command.owner);
  // A retried add of the same id records nothing more.
  if (state.owner !== null) return [];
  if (command.liveEndpoints >= MAX_WEBHOOK_ENDPOINTS) throw tooManyWebhookEndpoints();
  const { endpointId, owner, secretVersion, by } = command;
  return [{ type: 'WebhookEndpointAdded', data: { endpointId, owner, ...settings, secretVersion, by, addedAt: at } }];
}

function change({ data: command }: ChangeWebhookEndpoint, state: WebhookEndpointState, at: string): WebhookEndpointEvent[] {
  assertOwnEndpoint(state, command.owner);
  const settings = webhookEndpointSettings(command, command.owner);
  const unchanged = settings.url === state.url && settings.description === state.description && settings.events.join() === state.events.join();
  if (unchanged) return [];
  return [
    { type: 'WebhookEndpointChanged', data: { endpointId: command.endpointId, owner: command.owner, ...settings, by: command.by, changedAt: at } },
  ];
}

function pauseFailing({ data: command }: PauseFailingWebhookEndpoint, state: WebhookEndpointState, at: string): WebhookEndpointEvent[] {
  if (!state.exists || state.owner === null) throw webhookEndpointNotFound();
  if (state.status === 'paused') return [];
  const { endpointId, failedAttempts } = command;
  return [{ type: 'WebhookEndpointPaused', data: { endpointId, owner: state.owner, reason: 'failing', failedAttempts, by: null, pausedAt: at } }];
}

/**
 * The webhook endpoint aggregate (stream `webhook-endpoint-<id>`): its owner adds, changes, pauses, resumes and
 * removes it and rotates its secret; the delivery process pauses it when it keeps failing. Pausing a paused or
 * resuming an active endpoint records nothing.
 */
export const webhookEndpointDecider = {
  initialState: initialWebhookEndpointState,
  evolve: evolveWebhookEndpoint,
  decide(command: WebhookEndpointCommand, state: WebhookEndpointState, { now }: { now: Date }): WebhookEndpointEvent[] {
    const at = now.toISOString();
    switch (command.type) {
      case 'AddWebhookEndpoint':
        return add(command, state, at);
      case 'ChangeWebhookEndpoint':
        return change(command, state, at);
      case 'PauseFailingWebhookEndpoint':
        return pauseFailing(command, state, at);
    }
    const { endpointId, owner, by } = command.data;
    assertOwnEndpoint(state, owner);
    switch (command.type) {
      case 'RotateWebhookSecret':
        return [{ type: 'WebhookEndpointSecretRotated', data: { endpointId, owner, secretVersion: command.data.secretVersion, by, rotatedAt: at } }];
      case 'PauseWebhookEndpoint':
        if (state.status === 'paused') return [];
        return [{ type: 'WebhookEndpointPaused', data: { endpointId, owner, reason: 'owner', failedAttempts: null, by, pausedAt: at } }];
      case 'ResumeWebhookEndpoint':
        if (state.status === 'active') return [];
        return [{ type: 'WebhookEndpointResumed', data: { endpointId, owner, by, resumedAt: at } }];
      case 'RemoveWebhookEndpoint':
        return [{ type: 'WebhookEndpointRemoved', data: { endpointId, owner, by, removedAt: at } }];
    }
  },
};
