import type { Decider } from '@receptionist/domain-kit';
import type { CallCommand, ChangeAppointmentStatus, LogCall, MarkMessageHandled } from './call.commands';
import type { CallEvent, CallLogged } from './call.events';
import { appointmentIdOf, type CallOutcomes, messageIdOf } from './call-outcomes';
import { AppointmentNotFoundError, CallMessageNotFoundError, CallReportConflictError } from './calls.errors';
import { type CallState, evolveCall, INITIAL_CALL_STATE, reportedOutcomesOf } from './call.state';

function loggedData({ data }: LogCall): CallLogged['data'] {
  return { callId: data.callId, clientId: data.clientId, platformCallId: data.platformCallId, ...data.details };
}

/** Outcomes compared field by field in a fixed key order (the report's and the events' objects are built alike). */
const sameOutcomes = (a: CallOutcomes, b: CallOutcomes) => JSON.stringify(a) === JSON.stringify(b);

function sameReport(state: CallState, command: LogCall): boolean {
  const logged = state.logged as CallLogged['data'];
  const reported = loggedData(command);
  const sameCall = (Object.keys(reported) as (keyof CallLogged['data'])[]).every((key) => logged[key] === reported[key]);
  return sameCall && sameOutcomes(reportedOutcomesOf(state), command.data.outcomes);
}

/** The call and each outcome its report carries, as separate events (subscribers react to the ones they need). */
function logCall(command: LogCall): CallEvent[] {
  const { callId, clientId, details, outcomes } = command.data;
  const { agent, startedAt } = details;
  const endedAt = new Date(Date.parse(startedAt) + details.durationSeconds * 1000).toISOString();
  const events: CallEvent[] = [{ type: 'CallLogged.v3', data: loggedData(command) }];
  if (outcomes.appointment) {
    events.push({
      type: 'AppointmentBooked',
      data: { appointmentId: appointmentIdOf(callId), callId, clientId, agent, ...outcomes.appointment, bookedAt: startedAt },
    });
  }
  if (outcomes.message) {
    events.push({ type: 'MessageTaken', data: { messageId: messageIdOf(callId), callId, clientId, agent, ...outcomes.message, takenAt: startedAt } });
  }
  if (outcomes.transfer) events.push({ type: 'CallTransferred', data: { callId, clientId, agent, ...outcomes.transfer, at: startedAt } });
  if (outcomes.sms) events.push({ type: 'SmsSent', data: { callId, clientId, ...outcomes.sms, at: endedAt } });
  return events;
}

function changeAppointmentStatus({ data }: ChangeAppointmentStatus, { appointment }: CallState): CallEvent[] {
  if (!appointment || appointment.appointmentId !== data.appointmentId) throw new AppointmentNotFoundError();
  if (appointment.status === data.status) return [];
  const { appointmentId, callId, clientId } = appointment;
  return [{ type: 'AppointmentStatusChanged', data: { appointmentId, callId, clientId, from: appointment.status, to: data.status, by: data.by } }];
}

function markMessageHandled({ data }: MarkMessageHandled, { message }: CallState): CallEvent[] {
  if (!message || message.messageId !== data.messageId) throw new CallMessageNotFoundError();
  if (message.handled === data.handled) return [];
  const { messageId, callId, clientId } = message;
  return [{ type: 'MessageHandled', data: { messageId, callId, clientId, handled: data.handled, by: data.by } }];
}

/**
 * A call stream holds one CallLogged, the outcomes its report carried, and the owner's follow-ups on them. Reporting
 * the same call again decides nothing (the platform retries); reporting its id with other details is a conflict.
 * Setting what is already set decides nothing either.
 */
export const callDecider: Decider<CallCommand, CallState, CallEvent> = {
  initialState: INITIAL_CALL_STATE,
  evolve: evolveCall,
  decide(command, state) {
    switch (command.type) {
      case 'LogCall':
        if (!state.logged) return logCall(command);
        if (sameReport(state, command)) return [];
        throw new CallReportConflictError('This call id was already reported with different details');
      case 'ChangeAppointmentStatus':
        return changeAppointmentStatus(command, state);
      case 'MarkMessageHandled':
        return markMessageHandled(command, state);
    }
  },
};
