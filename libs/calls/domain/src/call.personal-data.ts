import { actorEmail, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';

/** What callers said and their numbers belong to the client whose line they called: erased with the client. */
const callerDataOwner = (data: { clientId: string }) => `client-${data.clientId}`;

/** Rules by stored type name: `.v2` calls are still stored (and read as `.v3`). */
export const CALL_PERSONAL_DATA: PersonalDataRules = {
  'CallLogged.v2': personalFields(callerDataOwner, 'callerNumber', 'transcript', 'summary'),
  'CallLogged.v3': personalFields(callerDataOwner, 'callerNumber', 'transcript', 'summary'),
  AppointmentBooked: personalFields(callerDataOwner, 'customerName', 'vehicle', 'concern'),
  AppointmentStatusChanged: [actorEmail],
  MessageTaken: personalFields(callerDataOwner, 'callerName', 'callbackNumber', 'text'),
  MessageHandled: [actorEmail],
  CallTransferred: personalFields(callerDataOwner, 'toName', 'toNumber'),
  SmsSent: personalFields(callerDataOwner, 'to', 'text'),
  RecordingRequested: personalFields(callerDataOwner, 'url'),
};
