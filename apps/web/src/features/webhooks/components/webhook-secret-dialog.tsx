import { Button, Code, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toaster } from '../../../components/ui/toaster';

async function copy(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toaster.create({ type: 'success', title: 'Secret Copied', description: 'The signing secret is on your clipboard' });
  } catch {
    toaster.create({ type: 'error', title: 'Error', description: 'Could not copy the secret; select it and copy it instead' });
  }
}

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
export function WebhookSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Your signing secret</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text>
              Copy it now and store it with your receiver: it is shown only this once. Every delivery carries a Receptionist-Signature header signed
              with it.
            </Text>
            <HStack gap="2" wrap="wrap" align="stretch">
              <Code flex="1" minW="0" p="2" wordBreak="break-all" data-testid="webhook-secret">
                {secret}
              </Code>
              <Button variant="outline" onClick={() => secret && void copy(secret)}>
                <Copy aria-hidden /> Copy
              </Button>
            </HStack>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>Done</Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
