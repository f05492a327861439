import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../lib/auth/download-file';
import { toaster } from './ui/toaster';

/** Administrators: downloads everything the product holds about the person with this e-mail (a lead or an owner) as JSON. */
export function PersonalDataButton({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(`/api/privacy/subject-data?email=${encodeURIComponent(email)}`, `personal-data-${email}.json`);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void download()}>
      <Download aria-hidden /> Download personal data
    </Button>
  );
}
