import { actorEmail, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';
import type { WebhookOwner } from './webhook-endpoint.events';

/** The subject of the administrators' endpoints: they belong to no client, and no single administrator. */
export const ADMIN_WEBHOOKS_SUBJECT = 'webhooks-admins';

/**
 * An endpoint's URL (receivers often put a token in it) and description are the owner's data: erased with the client
 * (`client-<id>`); the administrators' under a fixed subject. The acting user's e-mail is theirs.
 */
const endpointDataOwner = (data: { owner: WebhookOwner }) =>
  data.owner.kind === 'admins' ? ADMIN_WEBHOOKS_SUBJECT : `client-${data.owner.clientId}`;

export const WEBHOOKS_PERSONAL_DATA: PersonalDataRules = {
  WebhookEndpointAdded: [...personalFields(endpointDataOwner, 'url', 'description'), actorEmail],
  WebhookEndpointChanged: [...personalFields(endpointDataOwner, 'url', 'description'), actorEmail],
  WebhookEndpointSecretRotated: [actorEmail],
  WebhookEndpointPaused: [actorEmail],
  WebhookEndpointResumed: [actorEmail],
  WebhookEndpointRemoved: [actorEmail],
};
