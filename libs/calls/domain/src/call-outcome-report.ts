import { APPOINTMENT_KINDS, CALL_OUTCOME_LIMITS as LIMITS, MESSAGE_URGENCIES, SMS_STATUSES, TRANSFER_DEPARTMENTS } from '@receptionist/contracts';
import type { CallOutcomes, ReportedAppointment, ReportedMessage, ReportedSms, ReportedTransfer } from './call-outcomes';
import { booleanField, type Fields, instantField, isMissing, objectOf, oneOfField, phoneField, textField } from './report-fields';

function appointment(input: unknown): ReportedAppointment {
  const fields = objectOf(input, 'appointment');
  return {
    kind: oneOfField(fields['kind'], 'appointment.kind', APPOINTMENT_KINDS, null, true) as ReportedAppointment['kind'],
    startsAt: instantField(fields['starts_at'], 'appointment.starts_at'),
    customerName: textField(fields['customer_name'], 'appointment.customer_name', LIMITS.customerName, false),
    vehicle: textField(fields['vehicle'], 'appointment.vehicle', LIMITS.vehicle, false),
    concern: textField(fields['concern'], 'appointment.concern', LIMITS.concern, false),
  };
}

function message(input: unknown): ReportedMessage {
  const fields = objectOf(input, 'message');
  return {
    callerName: textField(fields['caller_name'], 'message.caller_name', LIMITS.callerName, false),
    callbackNumber: phoneField(fields['callback_number'], 'message.callback_number'),
    text: textField(fields['text'], 'message.text', LIMITS.messageText, true) as string,
    urgency: oneOfField(fields['urgency'], 'message.urgency', MESSAGE_URGENCIES, 'normal') as ReportedMessage['urgency'],
  };
}

function transfer(input: unknown): ReportedTransfer {
  const fields = objectOf(input, 'transfer');
  return {
    department: oneOfField(fields['department'], 'transfer.department', TRANSFER_DEPARTMENTS, null, true) as ReportedTransfer['department'],
    toName: textField(fields['to_name'], 'transfer.to_name', LIMITS.toName, false),
    toNumber: phoneField(fields['to_number'], 'transfer.to_number'),
    answered: booleanField(fields['answered'], 'transfer.answered'),
  };
}

function sms(input: unknown): ReportedSms {
  const fields = objectOf(input, 'sms');
  return {
    to: phoneField(fields['to'], 'sms.to'),
    text: textField(fields['text'], 'sms.text', LIMITS.smsText, true) as string,
    status: oneOfField(fields['status'], 'sms.status', SMS_STATUSES, null, true) as ReportedSms['status'],
  };
}

const optional = <T>(value: unknown, parse: (input: unknown) => T): T | null => (isMissing(value) ? null : parse(value));

/** The outcomes a webhook body reports (`appointment`, `message`, `transfer`, `sms`; each optional, null = none). */
export function parseCallOutcomes(fields: Fields): CallOutcomes {
  return {
    appointment: optional(fields['appointment'], appointment),
    message: optional(fields['message'], message),
    transfer: optional(fields['transfer'], transfer),
    sms: optional(fields['sms'], sms),
  };
}
