import { Field, Input } from '@chakra-ui/react';
import type { SettingField } from '@receptionist/contracts';
import { useState } from 'react';

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
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        name={field}
        value={value}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void onSave(field, value)}
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
