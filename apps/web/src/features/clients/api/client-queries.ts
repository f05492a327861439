import type { SettingField } from '@receptionist/contracts';

/** The owner's client record as the client area shows it. */
export interface ClientRecord {
  id: string;
  businessName: string;
  greetingMessage: string;
  aiVoice: string;
  aiPersonality: string;
  phoneNumber: string | null;
  phoneNumberRequested: boolean;
  forwardingNumber: string | null;
  planType: string;
  requestedPlan: string | null;
  monthlyPrice: number;
  minutesUsed: number;
  minutesLimit: number;
  isActive: boolean;
  createdAt: string;
}

const CLIENT_FIELDS = `id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
  planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt`;

/** The setting fields as the Client type names them. */
export const SETTING_PROPERTIES = {
  business_name: 'businessName',
  greeting_message: 'greetingMessage',
  ai_voice: 'aiVoice',
  ai_personality: 'aiPersonality',
  forwarding_number: 'forwardingNumber',
} as const satisfies Record<SettingField, keyof ClientRecord>;

export const MY_CLIENT = /* GraphQL */ `query MyClient { myClient { ${CLIENT_FIELDS} } }`;
export interface MyClientData {
  myClient: ClientRecord;
}

/** Mutation context for a settings change: the history lists (and anything else showing the history) refetch. */
export const HISTORY_CHANGES = { additionalTypenames: ['SettingsHistoryPage'] };

export const UPDATE_CLIENT_SETTING = /* GraphQL */ `
  mutation UpdateClientSetting($field: String!, $value: String!) { updateClientSetting(field: $field, value: $value) { ${CLIENT_FIELDS} } }
`;
export const RESTORE_SETTING = /* GraphQL */ `
  mutation RestoreSetting($historyId: ID!) { restoreSetting(historyId: $historyId) { ${CLIENT_FIELDS} } }
`;
export const REQUEST_PHONE_NUMBER = /* GraphQL */ `mutation RequestPhoneNumber { requestPhoneNumber { ${CLIENT_FIELDS} } }`;
export const REQUEST_PLAN_CHANGE = /* GraphQL */ `
  mutation RequestPlanChange($plan: String!) { requestPlanChange(plan: $plan) { ${CLIENT_FIELDS} } }
`;

export interface SettingsHistoryEntry {
  id: string;
  field: SettingField;
  from: string | null;
  to: string | null;
  changedBy: string | null;
  changedByEmail: string | null;
  changedAt: string;
}

export const SETTINGS_HISTORY = /* GraphQL */ `
  query SettingsHistory($limit: Int, $offset: Int) {
    settingsHistory(limit: $limit, offset: $offset) { total items { id field from to changedBy changedByEmail changedAt } }
  }
`;
export interface SettingsHistoryData {
  settingsHistory: { total: number; items: SettingsHistoryEntry[] };
}
