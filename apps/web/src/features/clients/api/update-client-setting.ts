import { type SettingField, settingValueError } from '@receptionist/contracts';
import { useMutation } from 'urql';
import { graphql } from '../../../lib/graphql/generated';
import { notifySettingsFailed, notifySettingsSaved } from '../components/settings-toasts';
import { badUserInputMessage } from '../../../lib/graphql/graphql-error';
import { type ClientRecord, SETTING_PROPERTIES } from './my-client';
import { HISTORY_CHANGES } from './settings-history';

export const UPDATE_CLIENT_SETTING = graphql(`
  mutation UpdateClientSetting($field: String!, $value: String!) {
    updateClientSetting(field: $field, value: $value) {
      ...ClientFields
    }
  }
`);

/**
 * Saves one agent setting: nothing is sent when the trimmed value equals the stored one; a value breaking a rule is
 * not sent either. Answers whether the stored value is now `value`.
 */
export function useSaveSetting(client: ClientRecord | null) {
  const [, update] = useMutation(UPDATE_CLIENT_SETTING);

  return async function save(field: SettingField, value: string): Promise<boolean> {
    if (!client) return false;
    const trimmed = value.trim();
    if (trimmed === (client[SETTING_PROPERTIES[field]] ?? '')) return true;
    const problem = settingValueError(field, trimmed);
    if (problem) {
      notifySettingsFailed(problem);
      return false;
    }
    const result = await update({ field, value: trimmed }, HISTORY_CHANGES);
    if (result.error) {
      notifySettingsFailed(badUserInputMessage(result.error));
      return false;
    }
    notifySettingsSaved();
    return true;
  };
}
