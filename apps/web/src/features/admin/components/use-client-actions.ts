import { useState } from 'react';
import { type TypedDocumentNode, useClient } from 'urql';
import { toaster } from '../../../components/ui/toaster';
import { graphQLErrorMessage } from '../../../lib/graphql/graphql-error';
import type { AdminClient } from '../api/admin-clients';
import { ASSIGN_PHONE_NUMBER } from '../api/assign-phone-number';
import { CHANGE_PLAN } from '../api/change-plan';
import { SET_CLIENT_ACTIVE } from '../api/set-client-active';

type Action = 'assign' | 'plan' | 'active';

/** The admin's changes to one client; each shows a success or an 'Error' toast, then calls `onChanged` with the changed fields. */
export function useClientActions(clientId: string, onChanged: (changed: Partial<AdminClient>) => void) {
  const urql = useClient();
  const [busy, setBusy] = useState<Action | null>(null);

  async function run<Variables extends { clientId: string }>(
    action: Action,
    mutation: TypedDocumentNode<Record<string, Partial<AdminClient>>, Variables>,
    variables: Omit<Variables, 'clientId'>,
    success: { title: string; description: string },
  ) {
    setBusy(action);
    const result = await urql.mutation(mutation, { clientId, ...variables } as Variables).toPromise();
    setBusy(null);
    if (result.error) {
      toaster.create({ type: 'error', title: 'Error', description: graphQLErrorMessage(result.error) });
      return false;
    }
    toaster.create({ type: 'success', ...success });
    onChanged(Object.values(result.data ?? {})[0] ?? {});
    return true;
  }

  return {
    busy,
    assignPhoneNumber: (phoneNumber: string) =>
      run(
        'assign',
        ASSIGN_PHONE_NUMBER,
        { phoneNumber: phoneNumber.trim() },
        { title: 'Number Assigned', description: `Phone number ${phoneNumber.trim()} assigned` },
      ),
    changePlan: (plan: string, label: string) =>
      run('plan', CHANGE_PLAN, { plan }, { title: 'Plan Changed', description: `Plan changed to ${label}` }),
    setActive: (active: boolean) =>
      run('active', SET_CLIENT_ACTIVE, { active }, { title: 'Status Updated', description: active ? 'Client activated' : 'Client deactivated' }),
  };
}
