import type { AppointmentStatus } from '@receptionist/contracts';
import type { Actor } from '@receptionist/domain-kit';
import type { CallDetails } from './call.events';
import type { CallOutcomes } from './call-outcomes';

export interface LogCall {
  type: 'LogCall';
  data: { callId: string; clientId: string; platformCallId: string | null; details: CallDetails; outcomes: CallOutcomes };
}

/** The owner marks the call's appointment done, no-show, cancelled (or booked again). */
export interface ChangeAppointmentStatus {
  type: 'ChangeAppointmentStatus';
  data: { appointmentId: string; status: AppointmentStatus; by: Actor };
}

/** The owner marks the call's message handled (or unhandled again). */
export interface MarkMessageHandled {
  type: 'MarkMessageHandled';
  data: { messageId: string; handled: boolean; by: Actor };
}

export type CallCommand = LogCall | ChangeAppointmentStatus | MarkMessageHandled;
