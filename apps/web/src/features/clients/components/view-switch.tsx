import { Button, ButtonGroup } from '@chakra-ui/react';

export interface ViewOption<Value extends string> {
  value: Value;
  label: string;
}

interface ViewSwitchProps<Value extends string> {
  /** Names the group for screen readers, e.g. 'Show appointments'. */
  label: string;
  value: Value;
  options: readonly ViewOption<Value>[];
  onChange: (value: Value) => void;
}

/** Attached toggle buttons choosing which part of a list shows (the pressed one is the current view). */
export function ViewSwitch<Value extends string>({ label, value, options, onChange }: ViewSwitchProps<Value>) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          aria-pressed={value === option.value}
          variant={value === option.value ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
