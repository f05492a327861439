import type { AppointmentKind, MessageUrgency, SmsStatus, TransferDepartment } from '@receptionist/contracts';

export interface ReportedAppointment {
  kind: AppointmentKind;
  startsAt: string;
  customerName: string | null;
  vehicle: string | null;
  concern: string | null;
}

export interface ReportedMessage {
  callerName: string | null;
  callbackNumber: string;
  text: string;
  urgency: MessageUrgency;
}

export interface ReportedTransfer {
  department: TransferDepartment;
  toName: string | null;
  toNumber: string;
  answered: boolean;
}

export interface ReportedSms {
  to: string;
  text: string;
  status: SmsStatus;
}

/** What the receptionist did on a call besides answering it, as the call report says (each part optional). */
export interface CallOutcomes {
  appointment: ReportedAppointment | null;
  message: ReportedMessage | null;
  transfer: ReportedTransfer | null;
  sms: ReportedSms | null;
}

export const NO_CALL_OUTCOMES: CallOutcomes = { appointment: null, message: null, transfer: null, sms: null };

export const appointmentIdOf = (callId: string) => `${callId}:appointment`;
export const messageIdOf = (callId: string) => `${callId}:message`;
