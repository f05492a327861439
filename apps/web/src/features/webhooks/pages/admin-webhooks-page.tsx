import { Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { WebhooksCard } from '../components/webhooks-card';

/** /admin/webhooks: the administrators' endpoints, which receive every new lead. */
export function AdminWebhooksPage() {
  usePageMeta('Webhooks', 'Send every new lead to your own systems.');
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Webhooks
        </Heading>
        <Text color="gray.600">Endpoints shared by all administrators.</Text>
      </Stack>
      <WebhooksCard
        audience="admins"
        description="Each new lead is sent, signed, to these endpoints."
        deliveriesPath={(endpointId) => `/admin/webhooks/${endpointId}`}
      />
    </Stack>
  );
}
