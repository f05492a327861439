import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, GraphQLISODateTime, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthContext, AuthGuard, CurrentUser } from '@receptionist/identity-application';
import { ReplayWebhookDeliveriesCommand } from './commands/replay-webhook-deliveries/replay-webhook-deliveries.command';
import { ResendWebhookDeliveryCommand } from './commands/resend-webhook-delivery/resend-webhook-delivery.command';
import { webhookOwnerKey } from '@receptionist/webhooks-domain';
import { WebhookOwners } from './access/webhook-owners';
import { WebhookDeliveriesPageType, WebhookDeliveryDetailType, WebhookDeliveryType } from './graphql/webhook-delivery.type';
import { WebhookDeliveryQuery } from './queries/webhook-delivery/webhook-delivery.query';
import { WebhookDeliveriesQuery } from './queries/webhook-deliveries/webhook-deliveries.query';

/**
 * The delivery log of the caller's endpoints (an owner's, or the administrators'); another owner's endpoint or delivery
 * answers NOT_FOUND like a missing one; analysts FORBIDDEN.
 */
@Resolver()
export class WebhookDeliveriesResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly owners: WebhookOwners,
  ) {}

  private async ownerKeyOf(user: AuthContext): Promise<string> {
    return webhookOwnerKey(await this.owners.of(user));
  }

  @Query(() => WebhookDeliveriesPageType, { description: "An endpoint's deliveries, newest first; first: 1 to 100" })
  @UseGuards(AuthGuard)
  async webhookDeliveries(
    @CurrentUser() user: AuthContext,
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('first', { type: () => Int, nullable: true, defaultValue: 25 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<WebhookDeliveriesPageType> {
    return this.queryBus.execute(new WebhookDeliveriesQuery(endpointId, await this.ownerKeyOf(user), first, after ?? null));
  }

  @Query(() => WebhookDeliveryDetailType, { description: 'One delivery with its attempts and the body sent' })
  @UseGuards(AuthGuard)
  async webhookDelivery(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<WebhookDeliveryDetailType> {
    return this.queryBus.execute(new WebhookDeliveryQuery(id, await this.ownerKeyOf(user)));
  }

  @Mutation(() => WebhookDeliveryType, { description: 'Sends the delivery again (same id) in the next round; answers it pending' })
  @UseGuards(AuthGuard)
  async resendWebhookDelivery(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<WebhookDeliveryType> {
    const ownerKey = await this.ownerKeyOf(user);
    await this.commandBus.execute(new ResendWebhookDeliveryCommand(id, ownerKey, { userId: user.userId, email: user.email }));
    const detail: WebhookDeliveryDetailType = await this.queryBus.execute(new WebhookDeliveryQuery(id, ownerKey));
    return detail.delivery;
  }

  @Mutation(() => Int, { description: `Resends every delivery of the endpoint created from \`from\` to \`to\` (at most 31 days); answers how many` })
  @UseGuards(AuthGuard)
  async replayWebhookDeliveries(
    @CurrentUser() user: AuthContext,
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('from', { type: () => GraphQLISODateTime }) from: Date,
    @Args('to', { type: () => GraphQLISODateTime }) to: Date,
  ): Promise<number> {
    return this.commandBus.execute(
      new ReplayWebhookDeliveriesCommand(endpointId, await this.ownerKeyOf(user), from, to, { userId: user.userId, email: user.email }),
    );
  }
}
