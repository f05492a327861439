import { UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard, type AuthContext, CurrentUser } from '@receptionist/identity-application';
import { WebhookOwners } from './access/webhook-owners';
import { AddWebhookEndpointCommand } from './commands/add-webhook-endpoint/add-webhook-endpoint.command';
import { ChangeWebhookEndpointCommand } from './commands/change-webhook-endpoint/change-webhook-endpoint.command';
import { PauseWebhookEndpointCommand } from './commands/pause-webhook-endpoint/pause-webhook-endpoint.command';
import { RemoveWebhookEndpointCommand } from './commands/remove-webhook-endpoint/remove-webhook-endpoint.command';
import { ResumeWebhookEndpointCommand } from './commands/resume-webhook-endpoint/resume-webhook-endpoint.command';
import { RotateWebhookSecretCommand } from './commands/rotate-webhook-secret/rotate-webhook-secret.command';
import { WebhookEndpointInput, WebhookEndpointType, WebhookEndpointWithSecretType } from './graphql/webhook-endpoint.type';
import { WebhookEndpointQuery, WebhookEndpointsQuery } from './queries/webhook-endpoints/webhook-endpoints.query';

const actorOf = (user: AuthContext) => ({ userId: user.userId, email: user.email });
const asInput = (input: WebhookEndpointInput) => ({ url: input.url, description: input.description ?? null, events: input.events });

/**
 * The caller's own endpoints: a client's owner manages their client's (call, booking and message events), an
 * administrator the administrators' (lead events); analysts and others are FORBIDDEN. Another owner's endpoint id
 * answers NOT_FOUND like a missing one. URL problems are INVALID_INPUT with WEBHOOK_MESSAGES, nothing stored.
 */
@Resolver()
@UseGuards(AuthGuard)
export class WebhookEndpointsResolver {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly owners: WebhookOwners,
  ) {}

  @Query(() => [WebhookEndpointType], { description: "The caller's webhook endpoints, oldest first" })
  async webhookEndpoints(@CurrentUser() user: AuthContext): Promise<WebhookEndpointType[]> {
    return this.queryBus.execute(new WebhookEndpointsQuery(await this.owners.of(user)));
  }

  @Mutation(() => WebhookEndpointWithSecretType, { description: 'Adds an endpoint; its signing secret is in this answer only' })
  async addWebhookEndpoint(
    @CurrentUser() user: AuthContext,
    @Args('input', { type: () => WebhookEndpointInput }) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointWithSecretType> {
    const owner = await this.owners.of(user);
    const { endpointId, position, secret } = await this.commandBus.execute(new AddWebhookEndpointCommand(owner, asInput(input), actorOf(user)));
    return { endpoint: await this.queryBus.execute(new WebhookEndpointQuery(owner, endpointId, position)), secret };
  }

  @Mutation(() => WebhookEndpointType, { description: 'Replaces the URL, description and events' })
  async updateWebhookEndpoint(
    @CurrentUser() user: AuthContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => WebhookEndpointInput }) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointType> {
    const owner = await this.owners.of(user);
    const { position } = await this.commandBus.execute(new ChangeWebhookEndpointCommand(owner, id, asInput(input), actorOf(user)));
    return this.queryBus.execute(new WebhookEndpointQuery(owner, id, position));
  }

  @Mutation(() => WebhookEndpointWithSecretType, {
    description: 'Replaces the signing secret (the old one stops at once); the new one is in this answer only',
  })
  async rotateWebhookSecret(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<WebhookEndpointWithSecretType> {
    const owner = await this.owners.of(user);
    const { position, secret } = await this.commandBus.execute(new RotateWebhookSecretCommand(owner, id, actorOf(user)));
    return { endpoint: await this.queryBus.execute(new WebhookEndpointQuery(owner, id, position)), secret };
  }

  @Mutation(() => WebhookEndpointType, { description: 'Nothing is sent until it is resumed' })
  async pauseWebhookEndpoint(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<WebhookEndpointType> {
    const owner = await this.owners.of(user);
    const { position } = await this.commandBus.execute(new PauseWebhookEndpointCommand(owner, id, actorOf(user)));
    return this.queryBus.execute(new WebhookEndpointQuery(owner, id, position));
  }

  @Mutation(() => WebhookEndpointType, { description: 'Sends again, also after a pause for failing' })
  async resumeWebhookEndpoint(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<WebhookEndpointType> {
    const owner = await this.owners.of(user);
    const { position } = await this.commandBus.execute(new ResumeWebhookEndpointCommand(owner, id, actorOf(user)));
    return this.queryBus.execute(new WebhookEndpointQuery(owner, id, position));
  }

  @Mutation(() => Boolean, { description: 'Removes it for good; its delivery log stays' })
  async removeWebhookEndpoint(@CurrentUser() user: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    const owner = await this.owners.of(user);
    await this.commandBus.execute(new RemoveWebhookEndpointCommand(owner, id, actorOf(user)));
    return true;
  }
}
