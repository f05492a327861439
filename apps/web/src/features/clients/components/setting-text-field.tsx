import type { SettingField } from '@receptionist/contracts';
import { useState } from 'react';
import { LabelledInput } from '../../../components/ui/form/labelled-input';

interface SettingTextFieldProps {
  field: SettingField;
  label: string;
  stored: string;
  placeholder?: string;
  hint?: string;
  onSave: (field: SettingField, value: string) => Promise<boolean>;
}

/** A text setting saved when the field loses focus. Key it by `stored` so a change from elsewhere shows at once. */
export function SettingTextField({ field, label, stored, placeholder, hint, onSave }: SettingTextFieldProps) {
  const [value, setValue] = useState(stored);
  return (
    <LabelledInput
      label={label}
      name={field}
      value={value}
      placeholder={placeholder}
      onValueChange={setValue}
      onBlur={() => void onSave(field, value)}
      hint={hint}
    />
  );
}
