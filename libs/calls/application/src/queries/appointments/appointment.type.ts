import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { AppointmentDoc } from '../../projections/owner-inbox/owner-inbox.docs';

@ObjectType('Appointment', { description: 'An appointment the receptionist booked on a call' })
export class AppointmentType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The call it was booked on (callLog(id))' })
  callId!: string;

  @Field(() => String, { nullable: true, description: 'sales, service or missed_call; null when the call did not say' })
  agent!: string | null;

  @Field({ description: 'sales_visit, test_drive or service' })
  kind!: string;

  @Field({ description: 'ISO-8601, when the appointment starts' })
  startsAt!: string;

  @Field(() => String, { nullable: true })
  customerName!: string | null;

  @Field(() => String, { nullable: true })
  vehicle!: string | null;

  @Field(() => String, { nullable: true })
  concern!: string | null;

  @Field({ description: 'booked, done, no_show or cancelled' })
  status!: string;

  @Field({ description: 'ISO-8601, when it was booked (the call started)' })
  bookedAt!: string;

  @Field(() => String, { nullable: true, description: "The caller's number (null when the call is no longer listed)" })
  callerNumber!: string | null;
}

@ObjectType('AppointmentsPage')
export class AppointmentsPageType {
  @Field(() => [AppointmentType])
  items!: AppointmentType[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;

  @Field(() => Int, { description: 'Appointments of this list (when and agent), all pages' })
  total!: number;
}

export function toAppointmentType(doc: AppointmentDoc, callerNumber: string | null): AppointmentType {
  return {
    id: doc.id,
    callId: doc.call_id,
    agent: doc.agent,
    kind: doc.kind,
    startsAt: doc.starts_at,
    customerName: doc.customer_name,
    vehicle: doc.vehicle,
    concern: doc.concern,
    status: doc.status,
    bookedAt: doc.booked_at,
    callerNumber,
  };
}
