import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WebhookDelivery', { description: 'One fact sent to one endpoint: the same id (Receptionist-Delivery-Id) on every attempt and resend' })
export class WebhookDeliveryType {
  @Field(() => ID) id!: string;
  @Field(() => ID) endpointId!: string;
  @Field({ description: 'call.completed, appointment.booked, message.taken or lead.created' }) event!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field({ description: 'pending | retrying | succeeded | failed | held (the endpoint is paused)' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true }) lastStatusCode!: number | null;
  @Field(() => Int, { nullable: true }) lastLatencyMs!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or why the delivery was given up' }) lastError!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) nextAttemptAt!: Date | null;
}

@ObjectType('WebhookDeliveriesPage')
export class WebhookDeliveriesPageType {
  @Field(() => [WebhookDeliveryType], { description: 'Newest first' }) items!: WebhookDeliveryType[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last' }) nextCursor!: string | null;
}

@ObjectType('WebhookDeliveryAttempt')
export class WebhookDeliveryAttemptType {
  @Field(() => Int) attempt!: number;
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field() succeeded!: boolean;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field(() => Int, { nullable: true }) latencyMs!: number | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) nextAttemptAt!: Date | null;
}

@ObjectType('WebhookDeliveryDetail')
export class WebhookDeliveryDetailType {
  @Field(() => WebhookDeliveryType) delivery!: WebhookDeliveryType;
  @Field({ description: 'The JSON body sent on every attempt ("Erased" once its subject was erased)' }) body!: string;
  @Field(() => [WebhookDeliveryAttemptType], { description: 'Newest first' }) attempts!: WebhookDeliveryAttemptType[];
}
