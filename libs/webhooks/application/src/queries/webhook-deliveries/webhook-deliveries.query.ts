import type { WebhookDeliveryView } from '../webhook-delivery-view';

export class WebhookDeliveriesQuery {
  constructor(
    readonly endpointId: string,
    readonly ownerKey: string,
    readonly first: number,
    readonly after: string | null,
  ) {}
}

export interface WebhookDeliveriesPage {
  items: WebhookDeliveryView[];
  nextCursor: string | null;
}
