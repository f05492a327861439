import { Badge, Box, Button, Drawer, Portal, Stack, VisuallyHidden } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DrawerCloseButton } from './drawer-close-button';

interface FiltersDrawerProps {
  /** How many filters differ from their defaults; shown on the button. */
  activeCount: number;
  /** The filter fields. */
  children: ReactNode;
}

/**
 * Filters shown inline from md up (the children join the parent's layout, as if there were no wrapper) and, on
 * narrow screens, behind a "Filters" button with the number of active filters that opens them in a drawer. The
 * drawer's fields are mounted only while it is open, so the page never holds two copies of a field at once.
 */
export function FiltersDrawer({ activeCount, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box display={{ base: 'none', md: 'contents' }}>{children}</Box>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom" lazyMount unmountOnExit>
        <Box hideFrom="md" flexShrink="0">
          <Drawer.Trigger asChild>
            <Button variant="outline" size="sm" bg="bg">
              <SlidersHorizontal aria-hidden /> Filters
              {activeCount > 0 && (
                <Badge colorPalette="blue" variant="solid" size="sm" data-testid="active-filters">
                  {activeCount}
                  <VisuallyHidden> active</VisuallyHidden>
                </Badge>
              )}
            </Button>
          </Drawer.Trigger>
        </Box>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="l3" maxH="85dvh">
              <Drawer.Header>
                <Drawer.Title>Filters</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">{children}</Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Drawer.ActionTrigger asChild>
                  <Button width="full">Done</Button>
                </Drawer.ActionTrigger>
              </Drawer.Footer>
              <DrawerCloseButton />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
