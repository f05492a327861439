import { Field, NativeSelect } from '@chakra-ui/react';

interface FilterSelectProps {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select whose empty choice (`anyLabel`) means no filter. */
export function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <Field.Root maxW={{ md: '48' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
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
