import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled group of the Edit dialog (a labelled region, found by its title). */
export function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderTopWidth="1px" pt="4" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
