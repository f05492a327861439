import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from '@nestjs/graphql';
import { webhookSecretHint } from '@receptionist/contracts';
import type { WebhookEndpointDoc } from '../projections/webhook-endpoints/webhook-endpoints.projector';

@ObjectType('WebhookEndpoint', { description: "A receiver of the owner's facts; its signing secret is shown only when added or rotated" })
export class WebhookEndpointType {
  @Field(() => ID) id!: string;
  @Field() url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String], { description: 'call.completed, appointment.booked, message.taken (owners) or lead.created (administrators)' })
  events!: string[];
  @Field({ description: 'active | paused' }) status!: string;
  @Field(() => String, { nullable: true, description: 'owner | failing (when paused)' }) pausedReason!: string | null;
  @Field({ description: 'whsec_… and the last 4 characters of the secret' }) secretHint!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType('WebhookEndpointWithSecret', { description: 'The endpoint and its new signing secret: shown this once, never again' })
export class WebhookEndpointWithSecretType {
  @Field(() => WebhookEndpointType) endpoint!: WebhookEndpointType;
  @Field() secret!: string;
}

@InputType('WebhookEndpointInput')
export class WebhookEndpointInput {
  @Field({ description: 'http(s), no user:password, at most 2048 characters, reaching a public address' }) url!: string;
  @Field(() => String, { nullable: true, description: 'At most 200 characters' }) description?: string | null;
  @Field(() => [String], { description: 'At least one of the events the owner may subscribe to' }) events!: string[];
}

/** The secret is not in the read model: its hint comes from the secret store. */
export function toWebhookEndpointType(doc: WebhookEndpointDoc, secret: string | null): WebhookEndpointType {
  return {
    id: doc.id,
    url: doc.url,
    description: doc.description,
    events: doc.events,
    status: doc.status,
    pausedReason: doc.pausedReason,
    secretHint: secret ? webhookSecretHint(secret) : 'whsec_…',
    createdAt: new Date(doc.createdAt),
    updatedAt: new Date(doc.updatedAt),
  };
}
