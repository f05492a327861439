import {
  type RuleIssue,
  type SettingField,
  settingValueError,
  settingValueIssues,
  storedSettingValue,
  type StructuredSettingField,
  type StructuredSettingValues,
} from '@receptionist/contracts';
import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@receptionist/graphql-documents';
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

/** Broken rules by field, as settingValueIssues gives them (paths inside the field's value). */
export type SectionIssues = Partial<Record<SettingField, RuleIssue[]>>;

/**
 * Saves a settings card (one or more fields, the structured ones as JSON) with one toast: a value breaking a rule is
 * not sent and its rules come back for the fields to show; unchanged values are not sent. Answers the broken rules
 * (none: saved).
 */
export function useSaveSection(client: ClientRecord) {
  const [{ fetching }, update] = useMutation(UPDATE_CLIENT_SETTING);

  async function save(changes: readonly { field: SettingField; value: string }[]): Promise<SectionIssues> {
    const issues: SectionIssues = {};
    for (const { field, value } of changes) {
      const found = settingValueIssues(field, value);
      if (found.length) issues[field] = found;
    }
    const first = Object.values(issues)[0]?.[0];
    if (first) {
      notifySettingsFailed(first.message);
      return issues;
    }
    const changed = changes.filter(({ field, value }) => storedSettingValue(field, value) !== (client[SETTING_PROPERTIES[field]] ?? null));
    for (const { field, value } of changed) {
      const result = await update({ field, value: value.trim() }, HISTORY_CHANGES);
      if (result.error) {
        const message = badUserInputMessage(result.error);
        notifySettingsFailed(message);
        return message ? { [field]: [{ path: '', message }] } : {};
      }
    }
    notifySettingsSaved();
    return {};
  }

  return { save, saving: fetching };
}

/** One structured setting's card: what the rules found wrong at its last save, and the save (as canonical JSON). */
export function useStructuredSettingSave<F extends StructuredSettingField>(client: ClientRecord, field: F) {
  const [issues, setIssues] = useState<RuleIssue[]>([]);
  const { save, saving } = useSaveSection(client);

  async function saveValue(value: NonNullable<StructuredSettingValues[F]>) {
    const found = await save([{ field, value: JSON.stringify(value) }]);
    setIssues(found[field] ?? []);
  }

  return { issues, saving, save: saveValue };
}
