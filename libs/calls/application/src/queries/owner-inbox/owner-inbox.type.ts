import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('OwnerToday', { description: "Today in the owner's time zone" })
export class OwnerTodayType {
  @Field(() => Int, { description: 'Appointments booked on calls today' })
  appointmentsBooked!: number;

  @Field(() => Int, { description: 'Messages not handled yet (whenever taken)' })
  messagesWaiting!: number;

  @Field(() => Int, { description: 'Calls transferred today that nobody answered' })
  transfersMissed!: number;
}

@ObjectType('OwnerInbox', { description: "The counts of the owner's sidebar badges and of the dashboard's Today card" })
export class OwnerInboxType {
  @Field(() => Int)
  unhandledMessages!: number;

  @Field(() => Int, { description: 'Booked appointments that have not started yet' })
  upcomingAppointments!: number;

  @Field(() => OwnerTodayType)
  today!: OwnerTodayType;
}
