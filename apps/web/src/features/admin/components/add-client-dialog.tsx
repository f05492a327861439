import { Button, Code, Dialog, HStack, List, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PLAN, PLANS } from '@receptionist/contracts';
import { Copy, Plus } from 'lucide-react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toaster } from '../../../components/ui/toaster';

const signUpLink = () => `${window.location.origin}/auth`;

async function copySignUpLink() {
  try {
    await navigator.clipboard.writeText(signUpLink());
    toaster.create({ type: 'success', title: 'Link Copied', description: 'The sign-up link is on your clipboard' });
  } catch {
    toaster.create({ type: 'error', title: 'Error', description: 'Could not copy the link; select it and copy it instead' });
  }
}

/** 'Add Client': clients create their own accounts, so this explains how and hands out the sign-up link. */
export function AddClientDialog() {
  return (
    <Dialog.Root size={{ base: 'full', md: 'md' }}>
      <Dialog.Trigger asChild>
        <Button colorPalette="brand">
          <Plus aria-hidden /> Add Client
        </Button>
      </Dialog.Trigger>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Add Client</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text>Business owners create their own accounts. Send the new client this sign-up link:</Text>
            <HStack gap="2" wrap="wrap">
              <Code flex="1" p="2" data-testid="sign-up-link">
                {signUpLink()}
              </Code>
              <Button variant="outline" onClick={() => void copySignUpLink()}>
                <Copy aria-hidden /> Copy Link
              </Button>
            </HStack>
            <List.Root as="ol" gap="1" ps="5" color="gray.700">
              <List.Item>They choose "Sign up" and confirm their e-mail address.</List.Item>
              <List.Item>Their first visit to the dashboard creates the client record on the {PLANS[DEFAULT_PLAN].label} plan.</List.Item>
              <List.Item>It then appears in All Clients, where you can assign a number, change the plan or deactivate it.</List.Item>
            </List.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Done</Button>
          </Dialog.ActionTrigger>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
