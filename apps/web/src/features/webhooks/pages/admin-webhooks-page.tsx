import { AreaPage } from '../../../components/ui/area-page';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { WebhooksCard } from '../components/webhooks-card';

/** /admin/webhooks: the administrators' endpoints, which receive every new lead. */
export function AdminWebhooksPage() {
  usePageMeta('Webhooks', 'Send every new lead to your own systems.');
  return (
    <AreaPage title="Webhooks" description="Endpoints shared by all administrators.">
      <WebhooksCard
        audience="admins"
        description="Each new lead is sent, signed, to these endpoints."
        deliveriesPath={(endpointId) => `/admin/webhooks/${endpointId}`}
      />
    </AreaPage>
  );
}
