import type { AppointmentKind, AppointmentStatus, CallAgent, MessageUrgency, TransferDepartment } from '@receptionist/contracts';

export const OWNER_INBOX = 'owner_inbox';
/** Appointments booked on calls; id = appointment id (`<clientId>:<call key>:appointment`). */
export const APPOINTMENTS = 'appointments';
/** Messages taken on calls; id = message id (`<clientId>:<call key>:message`). */
export const CALL_MESSAGES = 'call_messages';
/** Transfers of calls (for "transfers missed today"); id `<clientId>:<call key>:transfer`. */
export const CALL_TRANSFERS = 'call_transfers';
/** One client's message counts; id `<clientId>:messages`. */
export const INBOX_COUNTS = 'inbox_counts';

/** Every collection of owner_inbox: ids start with `<clientId>:` (the owner's live room gets them). */
export const OWNER_INBOX_COLLECTIONS: readonly string[] = [APPOINTMENTS, CALL_MESSAGES, CALL_TRANSFERS, INBOX_COUNTS];

export interface AppointmentDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  call_id: string;
  agent: CallAgent | null;
  kind: AppointmentKind;
  starts_at: string;
  customer_name: string | null;
  vehicle: string | null;
  concern: string | null;
  status: AppointmentStatus;
  booked_at: string;
}

export interface CallMessageDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  call_id: string;
  agent: CallAgent | null;
  caller_name: string | null;
  callback_number: string;
  text: string;
  urgency: MessageUrgency;
  handled: boolean;
  taken_at: string;
  handled_at: string | null;
  /** The inbox order, highest first: 2 unhandled urgent, 1 unhandled, 0 handled (then newest first). */
  rank: number;
}

export interface CallTransferDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  call_id: string;
  department: TransferDepartment;
  answered: boolean;
  at: string;
}

export interface InboxCountsDoc {
  [field: string]: unknown;
  id: string;
  messages: number;
  unhandled_messages: number;
}

export const inboxCountsId = (clientId: string) => `${clientId}:messages`;
export const transferDocId = (callId: string) => `${callId}:transfer`;

export const messageRank = (handled: boolean, urgency: MessageUrgency) => (handled ? 0 : urgency === 'urgent' ? 2 : 1);
