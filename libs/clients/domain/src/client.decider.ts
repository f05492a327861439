import {
  CLIENT_SETTING_MESSAGES,
  DEFAULT_AI_PERSONALITY,
  DEFAULT_AI_VOICE,
  DEFAULT_BUSINESS_NAME,
  DEFAULT_GREETING_MESSAGE,
  DEFAULT_PLAN,
  PLAN_TYPES,
  PLANS,
  isPlanType,
  isSettingField,
  phoneNumberError,
  settingValueError,
  type PlanType,
} from '@receptionist/contracts';
import type { ClientCommand } from './client.commands';
import { ClientNotFoundError, InvalidClientInputError } from './client.errors';
import type { ClientEvent } from './client.events';
import { evolveClient, INITIAL_CLIENT_STATE, type ClientState } from './client.state';

function planOf(value: string): PlanType {
  if (!isPlanType(value)) throw new InvalidClientInputError(`Plan must be one of: ${PLAN_TYPES.join(', ')}`);
  return value;
}

function decideExisting(command: Exclude<ClientCommand, { kind: 'CreateClient' }>, state: ClientState, by: string | null): ClientEvent[] {
  const client_id = state.clientId as string;
  switch (command.kind) {
    case 'ChangeSetting': {
      if (!isSettingField(command.field)) throw new InvalidClientInputError(CLIENT_SETTING_MESSAGES.unknownField);
      const field = command.field;
      const problem = settingValueError(field, command.value);
      if (problem) throw new InvalidClientInputError(problem);
      const to = command.value.trim() || null;
      const from = state.settings[field];
      return from === to ? [] : [{ type: 'SettingsChanged', data: { client_id, field, from, to, by } }];
    }
    case 'RequestPhoneNumber':
      if (state.phoneNumber) throw new InvalidClientInputError('A phone number is already assigned');
      return state.phoneNumberRequested ? [] : [{ type: 'PhoneNumberRequested', data: { client_id, by } }];
    case 'AssignPhoneNumber': {
      const problem = phoneNumberError(command.phoneNumber);
      if (problem) throw new InvalidClientInputError(problem);
      const phone_number = command.phoneNumber.trim();
      return phone_number === state.phoneNumber ? [] : [{ type: 'PhoneNumberAssigned', data: { client_id, phone_number, by } }];
    }
    case 'RequestPlanChange': {
      const to = planOf(command.plan);
      const from = state.plan as PlanType;
      if (to === from) throw new InvalidClientInputError(`You are already on the ${PLANS[to].label} plan`);
      return to === state.requestedPlan ? [] : [{ type: 'PlanChangeRequested', data: { client_id, from, to, by } }];
    }
    case 'ChangePlan': {
      const to = planOf(command.plan);
      const from = state.plan as PlanType;
      if (to === from) return [];
      return [{ type: 'PlanChanged', data: { client_id, from, to, minutes_limit: PLANS[to].minutesLimit, by } }];
    }
    case 'Activate':
      return state.isActive ? [] : [{ type: 'ClientActivated', data: { client_id, by } }];
    case 'Deactivate':
      return state.isActive ? [{ type: 'ClientDeactivated', data: { client_id, by } }] : [];
  }
}

/**
 * The client aggregate (`client-<id>`). Creation is idempotent (an existing record decides nothing), and every
 * change that would not change anything decides no event, so the audit history holds only real changes.
 */
export const clientDecider = {
  initialState: INITIAL_CLIENT_STATE as ClientState,
  evolve: evolveClient,
  decide(command: ClientCommand, state: ClientState, { now, actorId }: { now: Date; actorId: string | null }): ClientEvent[] {
    if (command.kind === 'CreateClient') {
      if (state.exists) return [];
      const data = {
        client_id: command.clientId,
        owner_id: command.ownerId,
        business_name: DEFAULT_BUSINESS_NAME,
        greeting_message: DEFAULT_GREETING_MESSAGE,
        ai_voice: DEFAULT_AI_VOICE,
        ai_personality: DEFAULT_AI_PERSONALITY,
        plan_type: DEFAULT_PLAN,
        minutes_limit: PLANS[DEFAULT_PLAN].minutesLimit,
        is_active: true,
        created_at: now.toISOString(),
      };
      return [{ type: 'ClientCreated', data }];
    }
    if (!state.exists) throw new ClientNotFoundError();
    return decideExisting(command, state, actorId);
  },
};
