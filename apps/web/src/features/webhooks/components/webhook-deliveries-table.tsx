import { Button, HStack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, type WebhookEventName } from '@receptionist/contracts';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table';
import type { WebhookDelivery } from '../api/webhook-deliveries';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { formatInstant } from './format-instant';

interface WebhookDeliveriesTableProps {
  deliveries: readonly WebhookDelivery[] | null;
  /** The delivery being resent: its button waits. */
  busyId: string | null;
  onResend: (delivery: WebhookDelivery) => void;
  onShowAttempts: (delivery: WebhookDelivery) => void;
}

function columns({ busyId, onResend, onShowAttempts }: Omit<WebhookDeliveriesTableProps, 'deliveries'>): ResponsiveColumn<WebhookDelivery>[] {
  return [
    { header: 'Time', cell: (row) => <Text whiteSpace="nowrap">{formatInstant(row.createdAt)}</Text> },
    { header: 'Event', cell: (row) => WEBHOOK_EVENT_LABELS[row.event as WebhookEventName] ?? row.event },
    { header: 'Status', cell: (row) => <DeliveryStatusBadge status={row.status} /> },
    {
      header: 'Response',
      cell: (row) => (
        <Text title={row.lastError ?? undefined} lineClamp={2} maxW={{ md: '56' }}>
          {[row.lastStatusCode ?? (row.attempts > 0 ? 'No answer' : '—'), row.lastError].filter((part) => part !== null).join(' · ')}
        </Text>
      ),
    },
    { header: 'Latency', cell: (row) => (row.lastLatencyMs === null ? '—' : `${row.lastLatencyMs} ms`) },
    { header: 'Attempts', cell: (row) => row.attempts },
    { header: 'Next attempt', cell: (row) => <Text whiteSpace="nowrap">{formatInstant(row.nextAttemptAt)}</Text> },
    {
      header: 'Actions',
      cell: (row) => (
        <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Button size="xs" variant="outline" loading={busyId === row.id} onClick={() => onResend(row)}>
            Resend
          </Button>
          <Button size="xs" variant="ghost" color="brand.fg" onClick={() => onShowAttempts(row)}>
            Attempts
          </Button>
        </HStack>
      ),
    },
  ];
}

/** The delivery log of one endpoint: when, what, how it went (answer, latency, attempts, next try), resend. */
export function WebhookDeliveriesTable({ deliveries, ...actions }: WebhookDeliveriesTableProps) {
  return (
    <ResponsiveTable
      label="Webhook deliveries"
      columns={columns(actions)}
      rows={deliveries ?? []}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-delivery-id': row.id })}
      placeholder={deliveries === null ? 'Loading…' : deliveries.length === 0 ? 'Nothing has been sent to this endpoint yet.' : null}
    />
  );
}
