import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deliveryNotFound, ownEndpoint } from '../../access/delivery-access';
import { WEBHOOK_DELIVERIES, type WebhookDeliveryDoc } from '../../projections/webhook-deliveries/webhook-deliveries.projector';
import { resendWebhookDeliveries } from '../resend-webhook-deliveries';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { ResendWebhookDeliveryCommand } from './resend-webhook-delivery.command';

/**
 * "Resend": records the request on the delivery's stream; the process manager sends it again (same delivery id) in
 * its next round. Answers once the delivery log shows it pending.
 */
@CommandHandler(ResendWebhookDeliveryCommand)
export class ResendWebhookDeliveryHandler implements ICommandHandler<ResendWebhookDeliveryCommand, void> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ deliveryId, ownerKey, by }: ResendWebhookDeliveryCommand): Promise<void> {
    const delivery = await this.platform.readModels.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES).get(deliveryId);
    if (!delivery) throw deliveryNotFound();
    // A removed endpoint's deliveries are not resent (and another owner's endpoint is as missing as an unknown one).
    await ownEndpoint(this.platform.readModels, delivery.endpointId, ownerKey);
    await resendWebhookDeliveries(this.platform, [deliveryId], ownerKey, by);
  }
}
