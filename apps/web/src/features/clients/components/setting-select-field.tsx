import type { SettingField } from '@receptionist/contracts';
import { useState } from 'react';
import { type SelectOption, SelectField } from '../../../components/ui/select-field';

interface SettingSelectFieldProps {
  field: SettingField;
  label: string;
  stored: string;
  options: readonly SelectOption[];
  onSave: (field: SettingField, value: string) => Promise<boolean>;
}

/** A setting chosen from a list, saved as soon as the selection changes (back to `stored` if that fails). Key it by `stored`. */
export function SettingSelectField({ field, label, stored, options, onSave }: SettingSelectFieldProps) {
  const [value, setValue] = useState(stored);

  async function choose(next: string) {
    setValue(next);
    if (!(await onSave(field, next))) setValue(stored);
  }

  return <SelectField label={label} name={field} value={value} options={options} onChange={(next) => void choose(next)} />;
}
