import { phoneDigits } from '@receptionist/contracts';
import { uuidFromHash } from '@receptionist/domain-kit';

/**
 * What calls knows of a client: the account a call is logged and billed against. Calls does not import the clients
 * context; it reads the client stream's published events by their stored type names (`ClientCreated.v2`,
 * `PlanChanged.v2`, `ClientActivated.v2`, `ClientDeactivated.v2`, `PhoneNumberAssigned.v2`; older shapes reach every
 * reader upcast) and keeps
 * only the fields below. The webhook folds the stream when it decides, so a call reported right after a client was
 * created or its plan changed is logged against what was just written.
 */
export interface CallAccount {
  exists: boolean;
  clientId: string | null;
  minutesLimit: number;
  isActive: boolean;
  /** The number assigned to the client (null: none yet). */
  phoneNumber: string | null;
}

/** A stored event as calls reads another context's: its type name and the plain data. */
export interface PublishedEvent {
  type: string;
  data: unknown;
}

interface ClientCreatedData {
  clientId: string;
  minutesLimit: number;
  isActive: boolean;
}
interface PhoneNumberAssignedData {
  phoneNumber: string;
}
interface PlanChangedData {
  minutesLimit: number;
}

/** The client events a call account is folded from, by their stored type names. */
export const CALL_ACCOUNT_EVENT_TYPES = [
  'ClientCreated.v2',
  'PlanChanged.v2',
  'PhoneNumberAssigned.v2',
  'ClientActivated.v2',
  'ClientDeactivated.v2',
] as const;

export const NO_CALL_ACCOUNT: CallAccount = { exists: false, clientId: null, minutesLimit: 0, isActive: false, phoneNumber: null };

export function evolveCallAccount(account: CallAccount, event: PublishedEvent): CallAccount {
  switch (event.type) {
    case 'ClientCreated.v2': {
      const data = event.data as ClientCreatedData;
      return { ...account, exists: true, clientId: data.clientId, minutesLimit: data.minutesLimit, isActive: data.isActive };
    }
    case 'PlanChanged.v2':
      return { ...account, minutesLimit: (event.data as PlanChangedData).minutesLimit };
    case 'PhoneNumberAssigned.v2':
      return { ...account, phoneNumber: (event.data as PhoneNumberAssignedData).phoneNumber };
    case 'ClientActivated.v2':
      return { ...account, isActive: true };
    case 'ClientDeactivated.v2':
      return { ...account, isActive: false };
    default:
      return account;
  }
}

export const callAccountOf = (events: readonly PublishedEvent[]): CallAccount => events.reduce(evolveCallAccount, NO_CALL_ACCOUNT);

/** The client stream clients publishes (`client-<id>`). */
export const clientAccountStream = (clientId: string): string => `client-${clientId}`;

/**
 * The id of an owner's one client record, derived as clients derives it (published rule: SHA-256 of
 * `client-of-owner:<owner id>`, UUID version nibble 5), so calls finds the caller's calls without asking clients.
 */
export const clientIdOfOwner = (ownerId: string): string => uuidFromHash(`client-of-owner:${ownerId}`, '5');

/** The line of a called number, as clients publishes it (`phone-line-<digits>`). */
export const phoneLineStreamOf = (calledNumber: string): string => `phone-line-${phoneDigits(calledNumber)}`;

/**
 * The client a called number reaches: the holder of its line (`PhoneLineReserved.v2`, cleared by
 * `PhoneLineReleased.v2`) — null when the line is free. The caller still checks that the holder's account has the
 * number assigned (a reservation whose assignment failed reaches no one).
 */
export function lineHolderOf(events: readonly PublishedEvent[]): string | null {
  let holder: string | null = null;
  for (const event of events) {
    if (event.type === 'PhoneLineReserved.v2') holder = (event.data as { clientId: string }).clientId;
    else if (event.type === 'PhoneLineReleased.v2') holder = null;
  }
  return holder;
}

/** Whether the account has that number assigned (digits compared). */
export const hasNumber = (account: CallAccount, calledNumber: string): boolean =>
  account.phoneNumber !== null && phoneDigits(account.phoneNumber) === phoneDigits(calledNumber);
