import { Field, type FieldRootProps, NativeSelect } from '@chakra-ui/react';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> extends Omit<FieldRootProps, 'onChange'> {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  /** A first choice with the empty value, e.g. 'All outcomes' for no filter. */
  emptyLabel?: string;
  size?: NativeSelect.RootProps['size'];
  name?: string;
}

/** A labelled native select. */
export function SelectField<Value extends string>({ label, value, options, onChange, emptyLabel, size, name, ...root }: SelectFieldProps<Value>) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value as Value)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
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
