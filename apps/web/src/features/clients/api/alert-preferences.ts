import { type AlertPreferences, localTimeZone, validateAlertPreferences } from '@receptionist/contracts';
import { useMutation, useQuery } from 'urql';
import { graphql } from '@receptionist/graphql-documents';
import { badUserInputMessage } from '../../../lib/graphql/graphql-error';

export const ALERT_PREFERENCES_FIELDS = graphql(`
  fragment AlertPreferencesFields on AlertPreferences {
    messageTaken
    urgentMessage
    negativeSentiment
    unansweredTransfer
    usage80
    usage100
    saved
    dailySummary {
      enabled
      time
      timeZone
    }
  }
`);

export const ALERT_PREFERENCES = graphql(`
  query AlertPreferences {
    alertPreferences {
      ...AlertPreferencesFields
    }
  }
`);

export const SET_ALERT_PREFERENCES = graphql(`
  mutation SetAlertPreferences($preferences: AlertPreferencesInput!) {
    setAlertPreferences(preferences: $preferences) {
      ...AlertPreferencesFields
    }
  }
`);

/** The owner's alert preferences (the defaults, in the browser's time zone, until saved) and a save that checks the rules first. */
export function useAlertPreferences() {
  const [result] = useQuery({ query: ALERT_PREFERENCES });
  const [, set] = useMutation(SET_ALERT_PREFERENCES);
  const stored = result.data?.alertPreferences ?? null;
  const preferences: AlertPreferences | null = stored && {
    messageTaken: stored.messageTaken,
    urgentMessage: stored.urgentMessage,
    negativeSentiment: stored.negativeSentiment,
    unansweredTransfer: stored.unansweredTransfer,
    usage80: stored.usage80,
    usage100: stored.usage100,
    dailySummary: stored.saved ? stored.dailySummary : { ...stored.dailySummary, timeZone: localTimeZone() },
  };

  /** Answers null when saved, or the message of the rule it broke. */
  async function save(next: AlertPreferences): Promise<string | null> {
    const checked = validateAlertPreferences(next);
    if (!checked.ok) return checked.message;
    const answer = await set({ preferences: checked.value });
    if (answer.error) return badUserInputMessage(answer.error) ?? 'Your alert choices could not be saved. Please try again.';
    return null;
  }

  return { preferences, error: result.error, save };
}
