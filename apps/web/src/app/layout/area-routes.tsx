import { useAuth } from '../../lib/auth/use-auth';
import { InboxNavBadges } from '../../features/clients/components/inbox-nav-badges';
import { LeadsNavBadges } from '../../features/leads/admin/live/leads-nav-badges';
import { AreaLayout } from './area-layout';
import { ADMIN_NAV, ANALYST_NAV, CLIENT_NAV } from './nav-items';
import { ProtectedRoute } from './protected-route';

/** A client's layout, with the live counts of upcoming appointments and unhandled messages on the sidebar. */
function ClientLayout() {
  return (
    <InboxNavBadges>
      <AreaLayout label="Client" items={CLIENT_NAV} />
    </InboxNavBadges>
  );
}

/** /dashboard/*: signed-in clients (admins go to /admin). Child routes render in the layout's outlet. */
export function ClientArea() {
  return (
    <ProtectedRoute area="client">
      <ClientLayout />
    </ProtectedRoute>
  );
}

/**
 * /admin/*: admins, and analysts on the history and analytics screens only (others go to /dashboard); new leads show
 * live on an admin's sidebar.
 */
export function AdminArea() {
  const { isAdmin } = useAuth();
  return (
    <ProtectedRoute area="admin">
      {isAdmin ? (
        <LeadsNavBadges>
          <AreaLayout label="Admin" items={ADMIN_NAV} />
        </LeadsNavBadges>
      ) : (
        <AreaLayout label="Analyst" items={ANALYST_NAV} />
      )}
    </ProtectedRoute>
  );
}

function AccountLayout() {
  const { isAdmin, isAnalyst } = useAuth();
  if (isAdmin) return <AreaLayout label="Admin" items={ADMIN_NAV} />;
  return isAnalyst ? <AreaLayout label="Analyst" items={ANALYST_NAV} /> : <ClientLayout />;
}

/** /account: every signed-in user, inside the sidebar of their own area. */
export function AccountArea() {
  return (
    <ProtectedRoute area="account">
      <AccountLayout />
    </ProtectedRoute>
  );
}
