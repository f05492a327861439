import { Box } from '@chakra-ui/react';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, not focusable); bots that fill
 * in every input give themselves away, and the server then stores nothing.
 */
export function HoneypotField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name="company_website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </label>
    </Box>
  );
}
