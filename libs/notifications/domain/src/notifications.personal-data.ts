import { actorEmail, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';

/** An alert's texts quote the caller or the lead: they belong to its client (or lead) and are erased with it. */
const alertDataOwner = (data: { dataOwner: string }) => data.dataOwner;
/** The recipient's address belongs to them: the administrator, or the client's owner (erased with the client). */
const recipientOwner = (data: { adminId: string | null; dataOwner: string }) => (data.adminId ? `user-${data.adminId}` : data.dataOwner);

export const NOTIFICATIONS_PERSONAL_DATA: PersonalDataRules = {
  AlertRaised: [...personalFields(alertDataOwner, 'subject', 'text'), ...personalFields(recipientOwner, 'mailTo')],
  AlertPreferencesChanged: [actorEmail],
  LeadMailsChanged: [actorEmail],
  AlertsRead: [actorEmail],
};
