import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PLANS } from '@receptionist/contracts';
import type { ClientDoc } from '../../projections/clients/clients.projector';

@ObjectType('Client', { description: "A business owner's client record and AI agent settings" })
export class ClientType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ownerId!: string;

  @Field(() => String, { nullable: true, description: "The owner's sign-in e-mail" })
  ownerEmail!: string | null;

  @Field(() => String, { nullable: true, description: "The owner's full name" })
  ownerFullName!: string | null;

  @Field()
  businessName!: string;

  @Field()
  greetingMessage!: string;

  @Field({ description: 'alloy (Neutral), echo (Male) or shimmer (Female)' })
  aiVoice!: string;

  @Field({ description: 'professional, friendly or casual' })
  aiPersonality!: string;

  @Field(() => String, { nullable: true, description: "The assigned number; null: 'Not assigned yet'" })
  phoneNumber!: string | null;

  @Field({ description: 'A number was requested and no admin has assigned one yet' })
  phoneNumberRequested!: boolean;

  @Field(() => String, { nullable: true })
  forwardingNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The address the receptionist gives callers' })
  businessAddress!: string | null;

  @Field(() => String, { nullable: true, description: 'How to get there, parking, entrances' })
  directions!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'JSON: { timeZone, week: { mon..sun: [{ open, close }] }, closures: [{ date, label }] }; null: not set',
  })
  businessHours!: string | null;

  @Field(() => String, { nullable: true, description: 'JSON: the ordered Q&A list [{ id, question, answer, enabled }]; null: none' })
  knowledge!: string | null;

  @Field(() => String, { nullable: true, description: 'JSON: { sales, service, other: { name, phone, when } | null }; null: take a message' })
  transferRules!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'JSON: { sales: { enabled }, service: { enabled }, missed_call: { enabled, schedulerLink } }; null: defaults',
  })
  agents!: string | null;

  @Field(() => String, { nullable: true, description: 'JSON: { enabled, template }; null: off' })
  smsFollowUp!: string | null;

  @Field(() => String, { nullable: true, description: 'Days call recordings are kept: 7, 30, 90, 180 or 365; null: the default (90)' })
  recordingRetentionDays!: string | null;

  @Field({ description: 'starter, pro or enterprise' })
  planType!: string;

  @Field(() => String, { nullable: true, description: 'A plan change the owner asked for, until an admin acts on it' })
  requestedPlan!: string | null;

  @Field(() => Int, { description: 'Dollars per month' })
  monthlyPrice!: number;

  @Field(() => Int, { description: 'Minutes counted in the current period (calendar month, UTC); test calls excluded' })
  minutesUsed!: number;

  @Field(() => Int)
  minutesLimit!: number;

  @Field()
  isActive!: boolean;

  @Field({ description: 'ISO-8601' })
  createdAt!: string;
}

/** `minutesUsed`: the client's minutes this period, from calls' published usage (see published-usage.ts). */
export function toClientType(doc: ClientDoc, minutesUsed: number): ClientType {
  return {
    id: doc.id,
    ownerId: doc.owner_id,
    ownerEmail: doc.owner_email ?? null,
    ownerFullName: doc.owner_full_name ?? null,
    businessName: doc.business_name,
    greetingMessage: doc.greeting_message,
    aiVoice: doc.ai_voice,
    aiPersonality: doc.ai_personality,
    phoneNumber: doc.phone_number,
    phoneNumberRequested: doc.phone_number_requested,
    forwardingNumber: doc.forwarding_number,
    businessAddress: doc.business_address ?? null,
    directions: doc.directions ?? null,
    businessHours: doc.business_hours ?? null,
    knowledge: doc.knowledge ?? null,
    transferRules: doc.transfer_rules ?? null,
    agents: doc.agents ?? null,
    smsFollowUp: doc.sms_follow_up ?? null,
    recordingRetentionDays: doc.recording_retention_days ?? null,
    planType: doc.plan_type,
    requestedPlan: doc.requested_plan,
    monthlyPrice: PLANS[doc.plan_type].monthlyPrice,
    minutesUsed,
    minutesLimit: doc.minutes_limit,
    isActive: doc.is_active,
    createdAt: doc.created_at,
  };
}
