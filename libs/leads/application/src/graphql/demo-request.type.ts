import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { DemoRequestFormType, DemoRequestStatus } from '@receptionist/contracts';
import type { LeadHistoryKind } from '../projections/demo-requests/demo-requests.docs';
import { DemoRequestFormTypeEnum, DemoRequestHistoryKindEnum, DemoRequestStatusEnum } from './demo-request.enums';

@ObjectType('DemoRequestHistoryEntry', { description: 'One event of a request: submitted, a status change or notes saved' })
export class DemoRequestHistoryEntryType {
  @Field(() => Int, { description: 'The stream revision of the event, in order from 0 (submitted)' })
  revision!: number;

  @Field(() => DemoRequestHistoryKindEnum)
  kind!: LeadHistoryKind;

  @Field({ description: 'ISO-8601 instant' })
  at!: string;

  @Field(() => String, { nullable: true, description: 'The administrator who acted (null for the submission)' })
  byEmail!: string | null;

  @Field(() => DemoRequestStatusEnum, { nullable: true, description: 'status_changed only' })
  from!: DemoRequestStatus | null;

  @Field(() => DemoRequestStatusEnum, { nullable: true, description: 'status_changed only' })
  to!: DemoRequestStatus | null;

  @Field(() => String, { nullable: true, description: 'notes_saved only: the saved notes' })
  notes!: string | null;
}

@ObjectType('DemoRequest', { description: 'A lead from the book-demo or contact forms (entity demo_requests)' })
export class DemoRequestType {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field({ description: 'Form 1 stores the full name here' })
  firstName!: string;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  dealershipName!: string | null;

  @Field()
  phone!: string;

  @Field(() => String, { nullable: true })
  jobRole!: string | null;

  @Field(() => String, { nullable: true, description: 'Form 1 stores the business type here' })
  dealerType!: string | null;

  @Field(() => String, { nullable: true })
  websiteUrl!: string | null;

  @Field(() => DemoRequestFormTypeEnum)
  formType!: DemoRequestFormType;

  @Field(() => DemoRequestStatusEnum)
  status!: DemoRequestStatus;

  @Field(() => String, { nullable: true, description: 'Admin notes; the contact page stores its message here' })
  notes!: string | null;

  @Field(() => String, { nullable: true, description: 'Set on the first change to contacted' })
  contactedAt!: string | null;

  @Field({ description: 'Submitted at, ISO-8601' })
  createdAt!: string;

  @Field()
  updatedAt!: string;

  @Field(() => Int, { description: 'Send it back as expectedRevision when changing the request' })
  revision!: number;
}
