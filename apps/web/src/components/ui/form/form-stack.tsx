import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * A vertical form. Native validation is off: the forms check their fields on submit and show the first failing
 * rule's message in a toast (spec section 5).
 */
export function FormStack({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}
