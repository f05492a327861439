import type { AppointmentKind, MessageUrgency, SmsStatus, TransferDepartment } from '@receptionist/contracts';
import { InvalidCallInputError } from './calls.errors';

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

const OUTCOME_ID = /^([0-9a-f-]{36}):([0-9a-f]{32}):(appointment|message)$/;

/**
 * The call key behind an appointment or message id of this client (`<clientId>:<call key>:appointment`); null when
 * the id is well formed but names another client's record (the caller then hears "not found", like for a missing one).
 * Throws InvalidCallInputError for anything that is not such an id.
 */
export function callKeyOfOutcomeId(id: string, clientId: string, kind: 'appointment' | 'message'): string | null {
  const match = typeof id === 'string' && id.length <= 120 ? OUTCOME_ID.exec(id) : null;
  if (!match || match[3] !== kind) throw new InvalidCallInputError(`id must be ${kind === 'appointment' ? 'an appointment' : 'a message'} id`);
  return match[1] === clientId ? match[2] : null;
}
