import { CloseButton, Drawer } from '@chakra-ui/react';

/** The ✕ in a drawer's top corner; `label` names it for screen readers ("Close", "Close menu"). */
export function DrawerCloseButton({ label = 'Close' }: { label?: string }) {
  return (
    <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
      <CloseButton size="sm" aria-label={label} />
    </Drawer.CloseTrigger>
  );
}
