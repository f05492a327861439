import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import type { LeadForm } from '@receptionist/contracts';
import { LeadFormEnum } from '../../graphql/demo-request.enums';

/**
 * One input for the three public forms: `form` says which, and only that form's fields are read
 * (book_demo: email, fullName, phone, businessType; get_in_touch: firstName, companyName, email, phone;
 * contact: those plus message).
 */
@InputType('DemoRequestFormInput')
export class DemoRequestFormInput {
  @Field(() => LeadFormEnum)
  form!: LeadForm;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  businessType?: string | null;

  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Spam trap: the value of a hidden form field people never fill in. When not empty, the answer is a receipt but nothing is stored.',
  })
  honeypot?: string | null;
}

@ObjectType('DemoRequestReceipt')
export class DemoRequestReceiptType {
  @Field(() => ID, { description: 'The same for every retry with the same idempotency key' })
  id!: string;
}
