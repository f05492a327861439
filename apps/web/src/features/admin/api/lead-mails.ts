import { useMutation, useQuery } from 'urql';
import { graphql } from '@receptionist/graphql-documents';

export const LEAD_MAILS = graphql(`
  query LeadMails {
    leadMails
  }
`);

export const SET_LEAD_MAILS = graphql(`
  mutation SetLeadMails($enabled: Boolean!) {
    setLeadMails(enabled: $enabled)
  }
`);

/** Whether a new lead e-mails the signed-in administrator, and the switch. */
export function useLeadMails() {
  const [result, refetch] = useQuery({ query: LEAD_MAILS });
  const [setting, set] = useMutation(SET_LEAD_MAILS);
  async function change(enabled: boolean): Promise<boolean> {
    const answer = await set({ enabled });
    refetch({ requestPolicy: 'network-only' });
    return !answer.error;
  }
  return { enabled: result.data?.leadMails ?? null, busy: setting.fetching, change };
}
