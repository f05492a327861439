import { Badge } from '@chakra-ui/react';

const STATUS: Record<string, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'blue' },
  retrying: { label: 'Retrying', palette: 'orange' },
  succeeded: { label: 'Delivered', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  held: { label: 'Held', palette: 'gray' },
};

/** A delivery's status as the log shows it; `held`: waiting for its paused endpoint to be resumed. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status] ?? { label: status, palette: 'gray' };
  return <Badge colorPalette={shown.palette}>{shown.label}</Badge>;
}
