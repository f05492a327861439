import { actorEmail, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';
import type { SettingField } from '@receptionist/contracts';

/**
 * Settings an owner types freely (a greeting names people, a forwarding number is someone's phone, transfer rules
 * name staff with their phones, Q&A answers, closure labels, directions and SMS texts are free text). The voice,
 * personality and which agents are on are choices from a list; the scheduler link sits in `agents` with them.
 */
const FREE_TEXT_SETTINGS: readonly SettingField[] = [
  'business_name',
  'greeting_message',
  'forwarding_number',
  'business_address',
  'directions',
  'business_hours',
  'knowledge',
  'transfer_rules',
  'sms_follow_up',
];

const freeTextSetting = (data: { field: SettingField }, stream: string) => (FREE_TEXT_SETTINGS.includes(data.field) ? stream : null);

/** The owner's free-text settings belong to the client (its stream); an acting user's e-mail to that user. */
export const CLIENT_PERSONAL_DATA: PersonalDataRules = {
  'ClientCreated.v2': personalFields('stream', 'greetingMessage'),
  'SettingsChanged.v2': [...personalFields(freeTextSetting, 'from', 'to'), actorEmail],
  'PhoneNumberRequested.v2': [actorEmail],
  'PhoneNumberAssigned.v2': [actorEmail],
  'PlanChangeRequested.v2': [actorEmail],
  'PlanChanged.v2': [actorEmail],
  'ClientActivated.v2': [actorEmail],
  'ClientDeactivated.v2': [actorEmail],
};
