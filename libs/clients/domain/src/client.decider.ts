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
  storedSettingValue,
  type PlanType,
} from '@receptionist/contracts';
import type { Decider } from '@receptionist/domain-kit';
import type { ClientCommand, CreateClient } from './client.commands';
import { ClientNotFoundError, InvalidClientInputError } from './client.errors';
import type { ClientEvent } from './client.events';
import { evolveClient, INITIAL_CLIENT_STATE, type ClientState } from './client.state';

function planOf(value: string): PlanType {
  if (!isPlanType(value)) throw new InvalidClientInputError(`Plan must be one of: ${PLAN_TYPES.join(', ')}`);
  return value;
}

function decideExisting(command: Exclude<ClientCommand, CreateClient>, state: ClientState): ClientEvent[] {
  const clientId = state.clientId as string;
  const { by } = command.data;
  switch (command.type) {
    case 'ChangeClientSetting': {
      const { field, value } = command.data;
      if (!isSettingField(field)) throw new InvalidClientInputError(CLIENT_SETTING_MESSAGES.unknownField);
      const problem = settingValueError(field, value);
      if (problem) throw new InvalidClientInputError(problem);
      const to = storedSettingValue(field, value);
      const from = state.settings[field];
      return from === to ? [] : [{ type: 'SettingsChanged.v2', data: { clientId, field, from, to, by } }];
    }
    case 'RequestPhoneNumber':
      if (state.phoneNumber) throw new InvalidClientInputError('A phone number is already assigned');
      return state.phoneNumberRequested ? [] : [{ type: 'PhoneNumberRequested.v2', data: { clientId, by } }];
    case 'AssignPhoneNumber': {
      const problem = phoneNumberError(command.data.phoneNumber);
      if (problem) throw new InvalidClientInputError(problem);
      const phoneNumber = command.data.phoneNumber.trim();
      return phoneNumber === state.phoneNumber ? [] : [{ type: 'PhoneNumberAssigned.v2', data: { clientId, phoneNumber, by } }];
    }
    case 'RequestPlanChange': {
      const to = planOf(command.data.plan);
      const from = state.plan as PlanType;
      if (to === from) throw new InvalidClientInputError(`You are already on the ${PLANS[to].label} plan`);
      return to === state.requestedPlan ? [] : [{ type: 'PlanChangeRequested.v2', data: { clientId, from, to, by } }];
    }
    case 'ChangePlan': {
      const to = planOf(command.data.plan);
      const from = state.plan as PlanType;
      if (to === from) return [];
      return [{ type: 'PlanChanged.v2', data: { clientId, from, to, minutesLimit: PLANS[to].minutesLimit, by } }];
    }
    case 'ActivateClient':
      return state.isActive ? [] : [{ type: 'ClientActivated.v2', data: { clientId, by } }];
    case 'DeactivateClient':
      return state.isActive ? [{ type: 'ClientDeactivated.v2', data: { clientId, by } }] : [];
  }
}

/**
 * The client aggregate (`client-<id>`). Creation is idempotent (an existing record decides nothing), and every
 * change that would not change anything decides no event, so the audit history holds only real changes.
 */
export const clientDecider: Decider<ClientCommand, ClientState, ClientEvent> = {
  initialState: INITIAL_CLIENT_STATE,
  evolve: evolveClient,
  decide(command, state, { now }) {
    if (command.type === 'CreateClient') {
      if (state.exists) return [];
      const data = {
        clientId: command.data.clientId,
        ownerId: command.data.ownerId,
        businessName: DEFAULT_BUSINESS_NAME,
        greetingMessage: DEFAULT_GREETING_MESSAGE,
        aiVoice: DEFAULT_AI_VOICE,
        aiPersonality: DEFAULT_AI_PERSONALITY,
        planType: DEFAULT_PLAN,
        minutesLimit: PLANS[DEFAULT_PLAN].minutesLimit,
        isActive: true,
        createdAt: now.toISOString(),
      };
      return [{ type: 'ClientCreated.v2', data }];
    }
    if (!state.exists) throw new ClientNotFoundError();
    return decideExisting(command, state);
  },
};
