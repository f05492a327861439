import type { Actor } from '@receptionist/domain-kit';

export class ReplayWebhookDeliveriesCommand {
  constructor(
    readonly endpointId: string,
    readonly ownerKey: string,
    readonly from: Date,
    readonly to: Date,
    readonly by: Actor,
  ) {}
}
