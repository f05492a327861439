import { Field, NativeSelect } from '@chakra-ui/react';
import type { SettingField } from '@receptionist/contracts';
import { useState } from 'react';

interface SettingSelectFieldProps {
  field: SettingField;
  label: string;
  stored: string;
  options: readonly { value: string; label: string }[];
  onSave: (field: SettingField, value: string) => Promise<boolean>;
}

/** A setting chosen from a list, saved as soon as the selection changes (back to `stored` if that fails). Key it by `stored`. */
export function SettingSelectField({ field, label, stored, options, onSave }: SettingSelectFieldProps) {
  const [value, setValue] = useState(stored);

  async function choose(next: string) {
    setValue(next);
    if (!(await onSave(field, next))) setValue(stored);
  }

  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={field} value={value} onChange={(event) => void choose(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
