import type { Actor } from '@receptionist/domain-kit';
import type { AiPersonality, AiVoice, PlanType, SettingField } from '@receptionist/contracts';

/**
 * The client stream's events (`client-<id>`). Every type is `.v2`: the first shapes (snake_case data, `by` a bare
 * user id) are still stored and read through `client.upcasters.ts`. `by` is null when the system acted.
 */
export interface ClientCreated {
  type: 'ClientCreated.v2';
  data: {
    clientId: string;
    ownerId: string;
    businessName: string;
    greetingMessage: string;
    aiVoice: AiVoice;
    aiPersonality: AiPersonality;
    planType: PlanType;
    minutesLimit: number;
    isActive: boolean;
    createdAt: string;
  };
}

/** One setting changed; `from`/`to` are the stored values (null: empty). */
export interface SettingsChanged {
  type: 'SettingsChanged.v2';
  data: { clientId: string; field: SettingField; from: string | null; to: string | null; by: Actor | null };
}

export interface PhoneNumberRequested {
  type: 'PhoneNumberRequested.v2';
  data: { clientId: string; by: Actor | null };
}

export interface PhoneNumberAssigned {
  type: 'PhoneNumberAssigned.v2';
  data: { clientId: string; phoneNumber: string; by: Actor | null };
}

export interface PlanChangeRequested {
  type: 'PlanChangeRequested.v2';
  data: { clientId: string; from: PlanType; to: PlanType; by: Actor | null };
}

export interface PlanChanged {
  type: 'PlanChanged.v2';
  data: { clientId: string; from: PlanType; to: PlanType; minutesLimit: number; by: Actor | null };
}

export interface ClientActivated {
  type: 'ClientActivated.v2';
  data: { clientId: string; by: Actor | null };
}

export interface ClientDeactivated {
  type: 'ClientDeactivated.v2';
  data: { clientId: string; by: Actor | null };
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
  'ClientCreated.v2',
  'SettingsChanged.v2',
  'PhoneNumberRequested.v2',
  'PhoneNumberAssigned.v2',
  'PlanChangeRequested.v2',
  'PlanChanged.v2',
  'ClientActivated.v2',
  'ClientDeactivated.v2',
];
