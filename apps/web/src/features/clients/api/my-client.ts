import type { SettingField } from '@receptionist/contracts';
import { graphql, type MyClientQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { CLIENT_PROJECTORS } from './live-projectors';

/** The owner's client record as the client area shows it. */
export type ClientRecord = NonNullable<MyClientQuery['myClient']>;

/** The setting fields as the Client type names them. */
export const SETTING_PROPERTIES = {
  business_name: 'businessName',
  greeting_message: 'greetingMessage',
  ai_voice: 'aiVoice',
  ai_personality: 'aiPersonality',
  forwarding_number: 'forwardingNumber',
  business_address: 'businessAddress',
  directions: 'directions',
  business_hours: 'businessHours',
  knowledge: 'knowledge',
  transfer_rules: 'transferRules',
  agents: 'agents',
  sms_follow_up: 'smsFollowUp',
  recording_retention_days: 'recordingRetentionDays',
} as const satisfies Record<SettingField, keyof ClientRecord>;

export const MY_CLIENT = graphql(`
  query MyClient {
    myClient {
      ...ClientFields
    }
  }
`);

/** The owner's client record (null while it is being opened after sign-up), kept current by live updates. */
export function useMyClient() {
  const [result] = useLiveQuery(MY_CLIENT, CLIENT_PROJECTORS);
  return { client: result.data?.myClient ?? null, fetching: result.fetching, error: result.error };
}
