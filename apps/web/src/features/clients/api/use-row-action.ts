import type { CombinedError } from 'urql';
import { useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { graphQLErrorMessage } from '../../../lib/graphql/graphql-error';

/**
 * One change to a row of a list (mark a message handled, an appointment done): the row is busy while it runs, a toast
 * says how it went, and the list is refreshed after a success.
 */
export function useRowAction(refresh: () => void) {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(id: string, change: () => Promise<{ error?: CombinedError }>, success: { title: string; description: string }) {
    setBusyId(id);
    const outcome = await change();
    setBusyId(null);
    if (outcome.error) {
      toaster.create({ type: 'error', title: 'Error', description: graphQLErrorMessage(outcome.error) });
      return;
    }
    toaster.create({ type: 'success', ...success });
    refresh();
  }

  return { busyId, run };
}
