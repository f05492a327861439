import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card';
import { downloadFile } from '../../../lib/auth/download-file';
import { useBusyAction } from './use-busy-action';

/** Subject access: everything the product holds about the signed-in user, as one JSON file. */
export function PersonalDataSection() {
  const [busy, run] = useBusyAction();
  return (
    <SectionCard
      title="Your data"
      description="Download everything we hold about you: account, devices, requests, business settings and calls, as JSON."
    >
      <Button
        alignSelf="start"
        variant="outline"
        loading={busy}
        onClick={() => void run(() => downloadFile('/api/privacy/my-data', 'personal-data.json'))}
      >
        <Download aria-hidden /> Download my data
      </Button>
    </SectionCard>
  );
}
