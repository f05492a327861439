import { SettingsPage } from '../../features/clients/pages/settings-page';
import { WebhooksCard } from '../../features/webhooks/components/webhooks-card';

/** /dashboard/settings: the client's settings with the owner's webhook endpoints. */
export function DashboardSettingsPage() {
  return (
    <SettingsPage>
      <WebhooksCard
        audience="owner"
        description="Send completed calls, booked appointments and taken messages to your own systems (CRM, DMS), signed with a secret of their own."
        deliveriesPath={(endpointId) => `/dashboard/webhooks/${endpointId}`}
      />
    </SettingsPage>
  );
}
