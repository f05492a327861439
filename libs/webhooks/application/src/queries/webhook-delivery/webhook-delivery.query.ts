import type { WebhookDeliveryView } from '../webhook-delivery-view';

export class WebhookDeliveryQuery {
  constructor(
    readonly deliveryId: string,
    readonly ownerKey: string,
  ) {}
}

export interface WebhookAttemptView {
  attempt: number;
  at: Date;
  succeeded: boolean;
  statusCode: number | null;
  latencyMs: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

export interface WebhookDeliveryDetailView {
  delivery: WebhookDeliveryView;
  /** The JSON sent on every attempt; "Erased" once its subject was erased. */
  body: string;
  attempts: WebhookAttemptView[];
}
