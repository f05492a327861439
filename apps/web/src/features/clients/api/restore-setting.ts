import { useMutation } from 'urql';
import { graphql } from '@receptionist/graphql-documents';

/** Puts a setting back to its value before one history entry (send with HISTORY_CHANGES). */
export const RESTORE_SETTING = graphql(`
  mutation RestoreSetting($historyId: ID!) {
    restoreSetting(historyId: $historyId) {
      ...ClientFields
    }
  }
`);

export const useRestoreSetting = () => useMutation(RESTORE_SETTING);
