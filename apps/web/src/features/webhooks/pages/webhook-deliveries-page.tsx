import { Badge, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { WebhookAudience } from '@receptionist/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useWebhookDeliveries, type WebhookDelivery } from '../api/webhook-deliveries';
import { useWebhookEndpoints } from '../api/webhook-endpoints';
import { DeliveryAttemptsDialog } from '../components/delivery-attempts-dialog';
import { ReplayRangeForm } from '../components/replay-range-form';
import { WebhookDeliveriesTable } from '../components/webhook-deliveries-table';

interface WebhookDeliveriesPageProps {
  /** `owner` on /dashboard/webhooks/:endpointId, `admins` on /admin/webhooks/:endpointId. */
  audience: WebhookAudience;
  /** Where the endpoints are listed (the back link). */
  backPath: string;
}

/** One endpoint's delivery log: its URL and state, every delivery with its attempts, resend, and replay of a range. */
export function WebhookDeliveriesPage({ audience, backPath }: WebhookDeliveriesPageProps) {
  usePageMeta('Webhook deliveries', 'What was sent to this endpoint, how it answered, and resends.');
  const { endpointId = '' } = useParams();
  const endpoints = useWebhookEndpoints(audience);
  const endpoint = endpoints.endpoints?.find((candidate) => candidate.id === endpointId);
  const log = useWebhookDeliveries(endpointId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);

  async function resend(delivery: WebhookDelivery) {
    setBusyId(delivery.id);
    const outcome = await log.resend(delivery.id);
    setBusyId(null);
    if ('error' in outcome) toaster.create({ type: 'error', title: 'Error', description: outcome.error });
    else toaster.create({ type: 'success', title: 'Resend Queued', description: 'It goes out again in a moment, with the same delivery id' });
  }

  async function replay(from: Date, to: Date): Promise<string | null> {
    const outcome = await log.replay(from, to);
    if ('error' in outcome) return outcome.error;
    toaster.create({
      type: 'success',
      title: 'Replay Queued',
      description: outcome.queued === 1 ? '1 delivery goes out again' : `${outcome.queued} deliveries go out again`,
    });
    return null;
  }

  return (
    <Stack gap="6" minW="0">
      <Stack gap="2" minW="0">
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to={backPath}>
            <ArrowLeft aria-hidden size="14" /> Webhook endpoints
          </RouterLink>
        </Link>
        <Heading as="h1" size="2xl">
          Webhook deliveries
        </Heading>
        {endpoint ? (
          <Flex gap="2" align="center" wrap="wrap" minW="0">
            <Text fontWeight="semibold" wordBreak="break-all" data-testid="endpoint-url">
              {endpoint.url}
            </Text>
            {endpoint.status === 'active' ? (
              <Badge colorPalette="green">Active</Badge>
            ) : (
              <Badge colorPalette={endpoint.pausedReason === 'failing' ? 'red' : 'gray'}>
                {endpoint.pausedReason === 'failing' ? 'Paused: failing' : 'Paused'}
              </Badge>
            )}
          </Flex>
        ) : (
          endpoints.endpoints && <Text color="red.600">This endpoint was not found.</Text>
        )}
        {endpoint?.status === 'paused' && (
          <Text color="gray.600">Deliveries waiting for it are held until you resume it in the endpoint settings.</Text>
        )}
      </Stack>
      <SectionCard title="Deliveries" description="Newest first. Each delivery keeps its id on every attempt and resend.">
        <Stack gap="4">
          {log.error ? <Text color="red.600">{log.error.message}</Text> : null}
          <WebhookDeliveriesTable deliveries={log.deliveries} busyId={busyId} onResend={(row) => void resend(row)} onShowAttempts={setOpened} />
          {(log.hasPrevious || log.hasNext) && (
            <HStack justify="space-between">
              <Button size="sm" variant="outline" disabled={!log.hasPrevious} onClick={log.previous}>
                Previous
              </Button>
              <Text fontSize="sm">Page {log.pageNumber}</Text>
              <Button size="sm" variant="outline" disabled={!log.hasNext} onClick={log.next}>
                Next
              </Button>
            </HStack>
          )}
        </Stack>
      </SectionCard>
      <SectionCard title="Replay a range" description="Sends every delivery created between these times again, with the same ids.">
        <ReplayRangeForm onReplay={replay} />
      </SectionCard>
      <DeliveryAttemptsDialog delivery={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

export const OwnerWebhookDeliveriesPage = () => <WebhookDeliveriesPage audience="owner" backPath="/dashboard/settings" />;
export const AdminWebhookDeliveriesPage = () => <WebhookDeliveriesPage audience="admins" backPath="/admin/webhooks" />;
