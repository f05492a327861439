import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

/** App-wide toasts: bottom right, up to 3 at once, 4 s each, 14px apart; Alt+T focuses the 'Notifications' region. */
export const toaster = createToaster({ placement: 'bottom-end', max: 3, duration: 4000, gap: 14, pauseOnPageIdle: true });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // White text needs a darker green than the theme's green.solid (3.3:1) for WCAG AA contrast (4.5:1).
          <Toast.Root width={{ md: 'sm' }} bg={toast.type === 'success' ? 'green.700' : undefined}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
