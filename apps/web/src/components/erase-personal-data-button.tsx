import { Button, Dialog, Text } from '@chakra-ui/react';
import { Eraser } from 'lucide-react';
import { useState } from 'react';
import { authorizedFetch } from '../lib/auth/authorized-fetch';
import { DialogFrame } from './ui/dialog-frame';
import { toaster } from './ui/toaster';

async function erase(email: string): Promise<{ subjects: number }> {
  const response = await authorizedFetch('/api/privacy/erasure', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown; subjects?: number } | null;
  if (!response.ok) throw new Error(typeof body?.message === 'string' ? body.message : `The erasure failed (${response.status})`);
  return { subjects: body?.subjects ?? 0 };
}

/**
 * Administrators: erases the person with this e-mail (a lead or an owner) after a confirmation — their data then
 * reads "Erased" everywhere and their sign-in stops; counts and minutes stay. `onErased` runs once it is done.
 */
export function ErasePersonalDataButton({ email, onErased }: { email: string; onErased?: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const { subjects } = await erase(email);
      toaster.create({ type: 'success', title: 'Personal data erased', description: `${email}: ${subjects} record(s) now read “Erased”.` });
      setOpen(false);
      onErased?.();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <Eraser aria-hidden /> Erase personal data
      </Button>
      <Dialog.Root open={open} onOpenChange={(event) => !event.open && setOpen(false)} role="alertdialog">
        <DialogFrame>
          <Dialog.Header>
            <Dialog.Title>Erase personal data?</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text>
              Everything the product holds about {email} — names, e-mail addresses, phone numbers, notes, settings text, and their callers’ numbers
              and transcripts — will read “Erased” everywhere, for good. Their sign-in stops working. Counts, call minutes and outcomes stay. This
              cannot be undone.
            </Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
              Erase
            </Button>
          </Dialog.Footer>
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}
