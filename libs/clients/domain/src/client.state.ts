import type { PlanType, SettingField } from '@receptionist/contracts';
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
  settings: { business_name: null, greeting_message: null, ai_voice: null, ai_personality: null, forwarding_number: null },
  phoneNumber: null,
  phoneNumberRequested: false,
  plan: null,
  requestedPlan: null,
  minutesLimit: 0,
  isActive: false,
};

export function evolveClient(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'ClientCreated': {
      const { data } = event;
      return {
        ...state,
        exists: true,
        clientId: data.client_id,
        ownerId: data.owner_id,
        settings: {
          business_name: data.business_name,
          greeting_message: data.greeting_message,
          ai_voice: data.ai_voice,
          ai_personality: data.ai_personality,
          forwarding_number: null,
        },
        plan: data.plan_type,
        minutesLimit: data.minutes_limit,
        isActive: data.is_active,
      };
    }
    case 'SettingsChanged':
      return { ...state, settings: { ...state.settings, [event.data.field]: event.data.to } };
    case 'PhoneNumberRequested':
      return { ...state, phoneNumberRequested: true };
    case 'PhoneNumberAssigned':
      return { ...state, phoneNumber: event.data.phone_number, phoneNumberRequested: false };
    case 'PlanChangeRequested':
      return { ...state, requestedPlan: event.data.to };
    case 'PlanChanged':
      return { ...state, plan: event.data.to, minutesLimit: event.data.minutes_limit, requestedPlan: null };
    case 'ClientActivated':
      return { ...state, isActive: true };
    case 'ClientDeactivated':
      return { ...state, isActive: false };
  }
}
