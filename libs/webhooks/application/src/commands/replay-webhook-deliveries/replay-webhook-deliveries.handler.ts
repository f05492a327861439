import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_DELIVERY_MESSAGES, WEBHOOK_REPLAY_MAX_DAYS } from '@receptionist/contracts';
import { WebhookDeliveryError } from '@receptionist/webhooks-domain';
import { ownEndpoint } from '../../access/delivery-access';
import { WEBHOOK_DELIVERIES, type WebhookDeliveryDoc } from '../../projections/webhook-deliveries/webhook-deliveries.projector';
import { WEBHOOKS_PLATFORM, type WebhooksPlatform } from '../../webhooks-platform';
import { resendWebhookDeliveries } from '../resend-webhook-deliveries';
import { ReplayWebhookDeliveriesCommand } from './replay-webhook-deliveries.command';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Resends every delivery of the endpoint created in [from, to] (same ids); answers how many were queued. */
@CommandHandler(ReplayWebhookDeliveriesCommand)
export class ReplayWebhookDeliveriesHandler implements ICommandHandler<ReplayWebhookDeliveriesCommand, number> {
  constructor(@Inject(WEBHOOKS_PLATFORM) private readonly platform: WebhooksPlatform) {}

  async execute({ endpointId, ownerKey, from, to, by }: ReplayWebhookDeliveriesCommand): Promise<number> {
    const [start, end] = [from.getTime(), to.getTime()];
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start)
      throw new WebhookDeliveryError('invalid_input', WEBHOOK_DELIVERY_MESSAGES.rangeInvalid);
    if (end - start > WEBHOOK_REPLAY_MAX_DAYS * DAY_MS) throw new WebhookDeliveryError('invalid_input', WEBHOOK_DELIVERY_MESSAGES.rangeTooLong);
    await ownEndpoint(this.platform.readModels, endpointId, ownerKey);
    const deliveries = await this.platform.readModels.collection<WebhookDeliveryDoc>(WEBHOOK_DELIVERIES).find({
      where: { endpointId, createdAt: { gte: from.toISOString(), lte: to.toISOString() } },
      orderBy: [{ field: 'createdAt' }, { field: 'id' }],
    });
    return resendWebhookDeliveries(
      this.platform,
      deliveries.map((delivery) => delivery.id),
      ownerKey,
      by,
    );
  }
}
