import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { type DayRange, lastDays } from './page-views-summary';

const PRESETS = [7, 30, 90];

/** From/to day inputs (UTC days) and quick ranges; the page validates the range. */
export function DateRangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  return (
    <HStack align="end" gap="3" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label>From</Field.Label>
        <Input type="date" size="sm" value={range.from} max={range.to} onChange={(event) => onChange({ ...range, from: event.target.value })} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>To</Field.Label>
        <Input type="date" size="sm" value={range.to} min={range.from} onChange={(event) => onChange({ ...range, to: event.target.value })} />
      </Field.Root>
      <HStack gap="1" wrap="wrap" role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button key={days} size="sm" variant="ghost" onClick={() => onChange(lastDays(days))}>
            Last {days} days
          </Button>
        ))}
      </HStack>
    </HStack>
  );
}
