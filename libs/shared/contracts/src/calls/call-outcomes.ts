/** The receptionist's agents (issue 14): which one handled a call, booked an appointment or took a message. */
export const CALL_AGENTS = ['sales', 'service', 'missed_call'] as const;
export type CallAgent = (typeof CALL_AGENTS)[number];

/** What an appointment booked on a call is for: a sales visit, a test drive, or a service visit (vehicle + concern). */
export const APPOINTMENT_KINDS = ['sales_visit', 'test_drive', 'service'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** An appointment starts `booked`; the owner marks it done, no-show or cancelled (or back to booked). */
export const APPOINTMENT_STATUSES = ['booked', 'done', 'no_show', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Which appointments a list shows: upcoming (booked, not started yet, soonest first) or past (the rest, latest first). */
export const APPOINTMENT_WHEN = ['upcoming', 'past'] as const;
export type AppointmentWhen = (typeof APPOINTMENT_WHEN)[number];

export const MESSAGE_URGENCIES = ['normal', 'urgent'] as const;
export type MessageUrgency = (typeof MESSAGE_URGENCIES)[number];

/** Which messages a list shows. */
export const MESSAGE_STATUS_FILTERS = ['all', 'unhandled', 'handled'] as const;
export type MessageStatusFilter = (typeof MESSAGE_STATUS_FILTERS)[number];

/** Where the receptionist transferred a call. */
export const TRANSFER_DEPARTMENTS = ['sales', 'service', 'other'] as const;
export type TransferDepartment = (typeof TRANSFER_DEPARTMENTS)[number];

export const SMS_STATUSES = ['sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** Length limits of the call-outcome fields a call report may carry. */
export const CALL_OUTCOME_LIMITS = {
  customerName: 200,
  vehicle: 200,
  concern: 2_000,
  callerName: 200,
  messageText: 2_000,
  toName: 200,
  smsText: 640,
} as const;
