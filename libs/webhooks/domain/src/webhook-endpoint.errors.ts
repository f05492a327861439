import { DomainError, WEBHOOK_MESSAGES } from '@receptionist/contracts';

/** A webhook endpoint command was refused; `kind` tells the API which client error it is. */
export class WebhookEndpointError extends DomainError {}

/** Missing, removed, or another owner's: the same answer, so an id reveals nothing. */
export const webhookEndpointNotFound = () => new WebhookEndpointError('not_found', WEBHOOK_MESSAGES.notFound);
export const invalidWebhookEndpoint = (message: string) => new WebhookEndpointError('invalid_input', message);
export const tooManyWebhookEndpoints = () => new WebhookEndpointError('invalid_input', WEBHOOK_MESSAGES.tooMany);
export const notAWebhookOwner = () => new WebhookEndpointError('forbidden', "Only a business's owner or an administrator manages webhook endpoints");
