import { graphql, type SettingsHistoryQuery, type SettingsHistoryQueryVariables } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { HISTORY_PROJECTORS } from './live-projectors';

export type SettingsHistoryEntry = SettingsHistoryQuery['settingsHistory']['items'][number];

/** Mutation context for a settings change: the history lists (and anything else showing the history) refetch. */
export const HISTORY_CHANGES = { additionalTypenames: ['SettingsHistoryPage'] };

export const SETTINGS_HISTORY = graphql(`
  query SettingsHistory($limit: Int, $offset: Int) {
    settingsHistory(limit: $limit, offset: $offset) {
      total
      items {
        id
        field
        from
        to
        changedBy
        changedByEmail
        changedAt
      }
    }
  }
`);

/** One page of the settings history, kept current by live updates. */
export const useSettingsHistory = (variables: SettingsHistoryQueryVariables) => useLiveQuery(SETTINGS_HISTORY, HISTORY_PROJECTORS, variables);
