import { type PersonalDataRules, personalFields } from '@receptionist/domain-kit';

/** What callers said and their numbers belong to the client whose line they called: erased with the client. */
const callerDataOwner = (data: { clientId: string }) => `client-${data.clientId}`;

export const CALL_PERSONAL_DATA: PersonalDataRules = {
  'CallLogged.v2': personalFields(callerDataOwner, 'callerNumber', 'transcript', 'summary'),
};
