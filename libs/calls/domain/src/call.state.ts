import type { CallEvent, CallLogged } from './call.events';

export interface CallState {
  logged: CallLogged['data'] | null;
}

export const INITIAL_CALL_STATE: CallState = { logged: null };

export const evolveCall = (_state: CallState, event: CallEvent): CallState => ({ logged: event.data });
