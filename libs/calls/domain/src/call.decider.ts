import { CallReportConflictError } from './calls.errors';
import type { CallDetails, CallLogged } from './call.events';

export interface LogCall {
  kind: 'LogCall';
  callId: string;
  clientId: string;
  platformCallId: string | null;
  details: CallDetails;
}

export interface CallState {
  logged: CallLogged['data'] | null;
}

function sameReport(logged: CallLogged['data'], command: LogCall): boolean {
  const reported: CallLogged['data'] = { call_id: command.callId, client_id: command.clientId, platform_call_id: command.platformCallId, ...command.details };
  return (Object.keys(reported) as (keyof CallLogged['data'])[]).every((key) => logged[key] === reported[key]);
}

/**
 * A call stream holds one CallLogged. Reporting the same call again decides nothing (the platform retries); reporting
 * its id with other details is a conflict.
 */
export const callDecider = {
  initialState: { logged: null } as CallState,
  evolve: (_state: CallState, event: CallLogged): CallState => ({ logged: event.data }),
  decide(command: LogCall, state: CallState): CallLogged[] {
    if (state.logged) {
      if (sameReport(state.logged, command)) return [];
      throw new CallReportConflictError('This call id was already reported with different details');
    }
    const data = { call_id: command.callId, client_id: command.clientId, platform_call_id: command.platformCallId, ...command.details };
    return [{ type: 'CallLogged', data }];
  },
};
