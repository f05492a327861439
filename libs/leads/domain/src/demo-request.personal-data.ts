import { actorEmail, type PersonalDataRules, personalFields } from '@receptionist/domain-kit';

/** The visitor's contact details and notes belong to the request (its stream); an admin's e-mail to that admin. */
export const DEMO_REQUEST_PERSONAL_DATA: PersonalDataRules = {
  DemoRequestSubmitted: personalFields('stream', 'email', 'firstName', 'lastName', 'phone', 'notes'),
  StatusChanged: [actorEmail],
  DemoRequestNotesSaved: [...personalFields('stream', 'notes'), actorEmail],
};
