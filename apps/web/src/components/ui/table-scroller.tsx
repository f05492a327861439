import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/**
 * The scrolling box around a table. A box that scrolls must be reachable by keyboard and named for screen readers
 * (WCAG 2.1.1, axe scrollable-region-focusable), so it is a focusable, labelled region.
 */
export function TableScroller({ label, ...props }: TableScrollAreaProps & { label: string }) {
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={label}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      {...props}
    />
  );
}
