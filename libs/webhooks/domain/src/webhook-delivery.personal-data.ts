import { actorEmail, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';

/** The body quotes the caller or the lead: it is theirs (the client's, or the lead's), erased with them. */
const bodyOwner = (data: { dataOwner: string }) => data.dataOwner;

export const WEBHOOK_DELIVERY_PERSONAL_DATA: PersonalDataRules = {
  WebhookDeliveryScheduled: personalFields(bodyOwner, 'body'),
  WebhookDeliveryResendRequested: [actorEmail],
};
