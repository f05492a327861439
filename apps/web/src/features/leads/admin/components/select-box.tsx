import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled native select (the list's status filter and each row's status). */
export function SelectBox({
  label,
  value,
  onChange,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled} bg="white">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
