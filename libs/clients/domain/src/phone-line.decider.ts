import { DomainError } from '@receptionist/contracts';
import type { Decider } from '@receptionist/domain-kit';
import type { PhoneLineCommand } from './phone-line.commands';
import type { PhoneLineEvent } from './phone-line.events';
import { evolvePhoneLine, INITIAL_PHONE_LINE_STATE, type PhoneLineState } from './phone-line.state';

export const PHONE_LINE_TAKEN = 'This phone number is already assigned to another client';

export const phoneLineDecider: Decider<PhoneLineCommand, PhoneLineState, PhoneLineEvent> = {
  initialState: INITIAL_PHONE_LINE_STATE,
  evolve: evolvePhoneLine,
  decide(command, state) {
    const { clientId } = command.data;
    if (command.type === 'ReservePhoneLine') {
      if (state.clientId === clientId) return [];
      if (state.clientId !== null) throw new DomainError('conflict', PHONE_LINE_TAKEN);
      return [{ type: 'PhoneLineReserved.v2', data: { clientId } }];
    }
    return state.clientId === clientId ? [{ type: 'PhoneLineReleased.v2', data: { clientId } }] : [];
  },
};
