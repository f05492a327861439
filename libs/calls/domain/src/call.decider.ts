import type { Decider } from '@receptionist/domain-kit';
import type { CallCommand, LogCall } from './call.commands';
import type { CallEvent, CallLogged } from './call.events';
import { CallReportConflictError } from './calls.errors';
import { type CallState, evolveCall, INITIAL_CALL_STATE } from './call.state';

function loggedData({ data }: LogCall): CallLogged['data'] {
  return { callId: data.callId, clientId: data.clientId, platformCallId: data.platformCallId, ...data.details };
}

function sameReport(logged: CallLogged['data'], command: LogCall): boolean {
  const reported = loggedData(command);
  return (Object.keys(reported) as (keyof CallLogged['data'])[]).every((key) => logged[key] === reported[key]);
}

/**
 * A call stream holds one CallLogged. Reporting the same call again decides nothing (the platform retries); reporting
 * its id with other details is a conflict.
 */
export const callDecider: Decider<CallCommand, CallState, CallEvent> = {
  initialState: INITIAL_CALL_STATE,
  evolve: evolveCall,
  decide(command, state) {
    if (state.logged) {
      if (sameReport(state.logged, command)) return [];
      throw new CallReportConflictError('This call id was already reported with different details');
    }
    return [{ type: 'CallLogged.v2', data: loggedData(command) }];
  },
};
