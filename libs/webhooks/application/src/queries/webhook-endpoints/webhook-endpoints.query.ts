import { Query } from '@nestjs/cqrs';
import type { WebhookOwner } from '@receptionist/webhooks-domain';
import type { WebhookEndpointType } from '../../graphql/webhook-endpoint.type';

/** The owner's live endpoints, oldest first. */
export class WebhookEndpointsQuery extends Query<WebhookEndpointType[]> {
  constructor(readonly owner: WebhookOwner) {
    super();
  }
}

/** One of the owner's endpoints once the projector applied `position` (a mutation's answer); NOT_FOUND for any other. */
export class WebhookEndpointQuery extends Query<WebhookEndpointType> {
  constructor(
    readonly owner: WebhookOwner,
    readonly endpointId: string,
    readonly position: number | null,
  ) {
    super();
  }
}
