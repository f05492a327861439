import { Button, HStack } from '@chakra-ui/react';
import { History, Radio } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LabelledInput } from '../ui/form/labelled-input';
import { instantOfLocalInput, localInputValue } from './as-of-instant';

/** A date-time (the browser's time zone, to the second) and "Show"; "Back to live" while an instant is shown. */
export function AsOfPicker({ asOf, onChange }: { asOf: string | null; onChange: (asOf: string | null) => void }) {
  const [value, setValue] = useState(asOf ? localInputValue(asOf) : '');
  const [error, setError] = useState<string | null>(null);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const instant = instantOfLocalInput(value);
    if (!instant) return setError('Enter a date and time');
    if (Date.parse(instant) > Date.now()) return setError('Choose an instant in the past');
    setError(null);
    onChange(instant);
  };

  return (
    <form onSubmit={show}>
      <HStack align="end" gap="3" wrap="wrap">
        <LabelledInput
          label="As of"
          root={{ width: 'auto' }}
          type="datetime-local"
          step="1"
          size="sm"
          bg="white"
          value={value}
          max={localInputValue(new Date().toISOString())}
          onValueChange={setValue}
          error={error}
        />
        <Button type="submit" size="sm" variant="outline">
          <History aria-hidden /> Show as of
        </Button>
        {asOf && (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              setValue('');
              setError(null);
              onChange(null);
            }}
          >
            <Radio aria-hidden /> Back to live
          </Button>
        )}
      </HStack>
    </form>
  );
}
