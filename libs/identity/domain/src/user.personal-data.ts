import { type PersonalDataRules, personalFields } from '@receptionist/domain-kit';

/** A user's addresses and name belong to the user (their stream). */
export const USER_PERSONAL_DATA: PersonalDataRules = {
  // The first shape, still stored (read through user.upcasters.ts): sealed by privacy:migrate.
  UserRegistered: personalFields('stream', 'email', 'fullName'),
  'UserRegistered.v2': personalFields('stream', 'email', 'fullName'),
  EmailConfirmed: personalFields('stream', 'email'),
  FullNameChanged: personalFields('stream', 'fullName'),
  EmailChangeRequested: personalFields('stream', 'newEmail'),
  EmailChangeCancelled: personalFields('stream', 'newEmail'),
  EmailChanged: personalFields('stream', 'from', 'to'),
  MfaFactorEnrolled: personalFields('stream', 'friendlyName'),
};
