import type { AiPersonality, AiVoice, PlanType, SettingField } from '@receptionist/contracts';

export interface ClientCreated {
  type: 'ClientCreated';
  data: {
    client_id: string;
    owner_id: string;
    business_name: string;
    greeting_message: string;
    ai_voice: AiVoice;
    ai_personality: AiPersonality;
    plan_type: PlanType;
    minutes_limit: number;
    is_active: boolean;
    created_at: string;
  };
}

/** One setting changed; `from`/`to` are the stored values (null: empty), `by` the acting user id. */
export interface SettingsChanged {
  type: 'SettingsChanged';
  data: { client_id: string; field: SettingField; from: string | null; to: string | null; by: string | null };
}

export interface PhoneNumberRequested {
  type: 'PhoneNumberRequested';
  data: { client_id: string; by: string | null };
}

export interface PhoneNumberAssigned {
  type: 'PhoneNumberAssigned';
  data: { client_id: string; phone_number: string; by: string | null };
}

export interface PlanChangeRequested {
  type: 'PlanChangeRequested';
  data: { client_id: string; from: PlanType; to: PlanType; by: string | null };
}

export interface PlanChanged {
  type: 'PlanChanged';
  data: { client_id: string; from: PlanType; to: PlanType; minutes_limit: number; by: string | null };
}

export interface ClientActivated {
  type: 'ClientActivated';
  data: { client_id: string; by: string | null };
}

export interface ClientDeactivated {
  type: 'ClientDeactivated';
  data: { client_id: string; by: string | null };
}

export type ClientEvent =
  | ClientCreated
  | SettingsChanged
  | PhoneNumberRequested
  | PhoneNumberAssigned
  | PlanChangeRequested
  | PlanChanged
  | ClientActivated
  | ClientDeactivated;

export const CLIENT_EVENT_TYPES: readonly ClientEvent['type'][] = [
  'ClientCreated',
  'SettingsChanged',
  'PhoneNumberRequested',
  'PhoneNumberAssigned',
  'PlanChangeRequested',
  'PlanChanged',
  'ClientActivated',
  'ClientDeactivated',
];
