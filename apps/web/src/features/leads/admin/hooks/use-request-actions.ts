import type { DemoRequestStatus } from '@receptionist/contracts';
import type { CombinedError } from 'urql';
import { toaster } from '../../../../components/ui/toaster';
import { graphQLErrorCode, graphQLErrorMessage } from '../../../../lib/graphql/graphql-error';
import { useChangeDemoRequestStatus } from '../api/change-demo-request-status';
import { useSaveDemoRequestNotes } from '../api/save-demo-request-notes';

/** 'ok'; 'conflict' when someone else changed the request first (fresh data is being loaded); or 'failed'. */
export type ActionOutcome = 'ok' | 'conflict' | 'failed';

function failure(error: CombinedError, message: string, refresh: () => void): ActionOutcome {
  if (graphQLErrorCode(error) === 'CONFLICT') {
    toaster.create({ type: 'error', title: 'Error', description: graphQLErrorMessage(error) });
    refresh();
    return 'conflict';
  }
  toaster.create({ type: 'error', title: 'Error', description: message });
  return 'failed';
}

/** Status changes and notes saves with the toasts of spec section 8; `refresh` reloads what the page shows. */
export function useRequestActions(refresh: () => void) {
  const changeStatusMutation = useChangeDemoRequestStatus();
  const saveNotesMutation = useSaveDemoRequestNotes();

  async function changeStatus(id: string, status: DemoRequestStatus, expectedRevision: number): Promise<ActionOutcome> {
    const result = await changeStatusMutation({ id, status, expectedRevision });
    if (result.error) return failure(result.error, 'Failed to update status', refresh);
    toaster.create({ type: 'success', title: 'Status Updated', description: 'Request status has been updated successfully' });
    refresh();
    return 'ok';
  }

  async function saveNotes(id: string, notes: string, expectedRevision: number): Promise<ActionOutcome> {
    const result = await saveNotesMutation({ id, notes, expectedRevision });
    if (result.error) return failure(result.error, 'Failed to save notes', refresh);
    toaster.create({ type: 'success', title: 'Notes Saved', description: 'Admin notes have been saved successfully' });
    refresh();
    return 'ok';
  }

  return { changeStatus, saveNotes };
}
