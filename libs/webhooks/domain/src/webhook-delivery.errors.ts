import { DomainError, WEBHOOK_DELIVERY_MESSAGES } from '@receptionist/contracts';

/** A delivery command was refused; `kind` tells the API which client error it is. */
export class WebhookDeliveryError extends DomainError {}

export const webhookDeliveryNotFound = () => new WebhookDeliveryError('not_found', WEBHOOK_DELIVERY_MESSAGES.notFound);
