import type { Actor } from '@receptionist/domain-kit';

export class ResendWebhookDeliveryCommand {
  constructor(
    readonly deliveryId: string,
    readonly ownerKey: string,
    readonly by: Actor,
  ) {}
}
