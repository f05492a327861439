import type { SettingField } from '@receptionist/contracts';
import { graphql } from '../../../lib/graphql/generated';
import type { MyClientQuery, SettingsHistoryQuery } from '../../../lib/graphql/generated/graphql';

/** The owner's client record as the client area shows it. */
export type ClientRecord = MyClientQuery['myClient'];

/** The setting fields as the Client type names them. */
export const SETTING_PROPERTIES = {
  business_name: 'businessName',
  greeting_message: 'greetingMessage',
  ai_voice: 'aiVoice',
  ai_personality: 'aiPersonality',
  forwarding_number: 'forwardingNumber',
} as const satisfies Record<SettingField, keyof ClientRecord>;

export const MY_CLIENT = graphql(`
  query MyClient {
    myClient {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);

/** Mutation context for a settings change: the history lists (and anything else showing the history) refetch. */
export const HISTORY_CHANGES = { additionalTypenames: ['SettingsHistoryPage'] };

export const UPDATE_CLIENT_SETTING = graphql(`
  mutation UpdateClientSetting($field: String!, $value: String!) {
    updateClientSetting(field: $field, value: $value) {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);
export const RESTORE_SETTING = graphql(`
  mutation RestoreSetting($historyId: ID!) {
    restoreSetting(historyId: $historyId) {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);
export const REQUEST_PHONE_NUMBER = graphql(`
  mutation RequestPhoneNumber {
    requestPhoneNumber {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);
export const REQUEST_PLAN_CHANGE = graphql(`
  mutation RequestPlanChange($plan: String!) {
    requestPlanChange(plan: $plan) {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);

export type SettingsHistoryEntry = SettingsHistoryQuery['settingsHistory']['items'][number];

export const SETTINGS_HISTORY = graphql(`
  query SettingsHistory($limit: Int, $offset: Int) {
    settingsHistory(limit: $limit, offset: $offset) { total items { id field from to changedBy changedByEmail changedAt } }
  }
`);
