import { DomainError, phoneDigits } from '@receptionist/contracts';

/**
 * A phone line (`phone-line-<digits>`) belongs to at most one client: assigning a number reserves its line first,
 * so two clients can never receive the same number's calls.
 */
export const PHONE_LINE_STREAM_PREFIX = 'phone-line-';
export const phoneLineStream = (phoneNumber: string) => `${PHONE_LINE_STREAM_PREFIX}${phoneDigits(phoneNumber)}`;

export type PhoneLineCommand = { kind: 'ReservePhoneLine'; clientId: string } | { kind: 'ReleasePhoneLine'; clientId: string };

export type PhoneLineEvent =
  | { type: 'PhoneLineReserved'; data: { client_id: string } }
  | { type: 'PhoneLineReleased'; data: { client_id: string } };

export interface PhoneLineState {
  clientId: string | null;
}

export const PHONE_LINE_TAKEN = 'This phone number is already assigned to another client';

export const phoneLineDecider = {
  initialState: { clientId: null } as PhoneLineState,
  evolve: (_state: PhoneLineState, event: PhoneLineEvent): PhoneLineState => ({
    clientId: event.type === 'PhoneLineReserved' ? event.data.client_id : null,
  }),
  decide(command: PhoneLineCommand, state: PhoneLineState): PhoneLineEvent[] {
    if (command.kind === 'ReservePhoneLine') {
      if (state.clientId === command.clientId) return [];
      if (state.clientId !== null) throw new DomainError('conflict', PHONE_LINE_TAKEN);
      return [{ type: 'PhoneLineReserved', data: { client_id: command.clientId } }];
    }
    return state.clientId === command.clientId ? [{ type: 'PhoneLineReleased', data: { client_id: command.clientId } }] : [];
  },
};
