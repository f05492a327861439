import { type PlanType, SETTING_FIELDS, type SettingField } from '@receptionist/contracts';
import type { ClientEvent } from './client.events';

export interface ClientState {
  exists: boolean;
  clientId: string | null;
  ownerId: string | null;
  settings: Record<SettingField, string | null>;
  phoneNumber: string | null;
  phoneNumberRequested: boolean;
  plan: PlanType | null;
  requestedPlan: PlanType | null;
  minutesLimit: number;
  isActive: boolean;
}

export const INITIAL_CLIENT_STATE: ClientState = {
  exists: false,
  clientId: null,
  ownerId: null,
  settings: Object.fromEntries(SETTING_FIELDS.map((field) => [field, null])) as Record<SettingField, string | null>,
  phoneNumber: null,
  phoneNumberRequested: false,
  plan: null,
  requestedPlan: null,
  minutesLimit: 0,
  isActive: false,
};

export function evolveClient(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'ClientCreated.v2': {
      const { data } = event;
      return {
        ...state,
        exists: true,
        clientId: data.clientId,
        ownerId: data.ownerId,
        settings: {
          ...state.settings,
          business_name: data.businessName,
          greeting_message: data.greetingMessage,
          ai_voice: data.aiVoice,
          ai_personality: data.aiPersonality,
          forwarding_number: null,
        },
        plan: data.planType,
        minutesLimit: data.minutesLimit,
        isActive: data.isActive,
      };
    }
    case 'SettingsChanged.v2':
      return { ...state, settings: { ...state.settings, [event.data.field]: event.data.to } };
    case 'PhoneNumberRequested.v2':
      return { ...state, phoneNumberRequested: true };
    case 'PhoneNumberAssigned.v2':
      return { ...state, phoneNumber: event.data.phoneNumber, phoneNumberRequested: false };
    case 'PlanChangeRequested.v2':
      return { ...state, requestedPlan: event.data.to };
    case 'PlanChanged.v2':
      return { ...state, plan: event.data.to, minutesLimit: event.data.minutesLimit, requestedPlan: null };
    case 'ClientActivated.v2':
      return { ...state, isActive: true };
    case 'ClientDeactivated.v2':
      return { ...state, isActive: false };
  }
}
