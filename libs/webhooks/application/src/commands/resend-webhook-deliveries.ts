import { handleCommand } from '@receptionist/cqrs';
import type { Actor } from '@receptionist/domain-kit';
import { webhookDeliveryDecider, webhookDeliveryStream } from '@receptionist/webhooks-domain';
import { WEBHOOK_DELIVERIES_PROJECTOR } from '../projections/webhook-deliveries/webhook-deliveries.projector';
import type { WebhooksPlatform } from '../webhooks-platform';

/** Appends a resend request to each delivery (the decider checks the owner on its stream), then waits for the log to show them. */
export async function resendWebhookDeliveries(
  platform: WebhooksPlatform,
  deliveryIds: readonly string[],
  ownerKey: string,
  by: Actor,
): Promise<number> {
  let last: number | null = null;
  for (const deliveryId of deliveryIds) {
    const stream = webhookDeliveryStream(deliveryId);
    const { position } = await handleCommand(platform.eventStore, {
      stream,
      decider: webhookDeliveryDecider,
      command: { type: 'RequestWebhookResend', data: { by, ownerKey } },
      metadata: { actorId: by.userId },
    });
    if (position !== null) last = position;
  }
  if (last !== null) await platform.projections.waitFor(last, { projectors: [WEBHOOK_DELIVERIES_PROJECTOR] });
  return deliveryIds.length;
}
