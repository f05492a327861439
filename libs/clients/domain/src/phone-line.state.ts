import { phoneDigits } from '@receptionist/contracts';
import type { PhoneLineEvent } from './phone-line.events';

/**
 * A phone line (`phone-line-<digits>`) belongs to at most one client: assigning a number reserves its line first,
 * so two clients can never receive the same number's calls.
 */
export const PHONE_LINE_STREAM_PREFIX = 'phone-line-';
export const phoneLineStream = (phoneNumber: string) => `${PHONE_LINE_STREAM_PREFIX}${phoneDigits(phoneNumber)}`;

export interface PhoneLineState {
  clientId: string | null;
}

export const INITIAL_PHONE_LINE_STATE: PhoneLineState = { clientId: null };

export const evolvePhoneLine = (_state: PhoneLineState, event: PhoneLineEvent): PhoneLineState => ({
  clientId: event.type === 'PhoneLineReserved.v2' ? event.data.clientId : null,
});
