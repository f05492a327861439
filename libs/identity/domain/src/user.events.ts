/**
 * `analyst` reads the history and analytics screens and changes nothing; `analyst:pii` lets an analyst see personal
 * data there unmasked (it grants nothing on its own).
 */
export type UserRole = 'admin' | 'client' | 'analyst' | 'analyst:pii';
export const USER_ROLES: readonly UserRole[] = ['admin', 'client', 'analyst', 'analyst:pii'];
/** The roles an admin grants and revokes from /admin/settings (`client` comes with sign-up). */
export const STAFF_ROLES: readonly UserRole[] = ['admin', 'analyst', 'analyst:pii'];

export type SignInMethod = 'password' | 'refresh_token' | 'magiclink' | 'recovery' | 'signup' | 'email_change' | 'totp';

/**
 * No credential material enters the log: password hashes live in the operational store's credentials (see
 * libs/identity/README.md), as do tokens and TOTP secrets. The unversioned `UserRegistered` and `PasswordChanged`
 * of earlier releases carried the hash; `user.upcasters.ts` reads them.
 */
export interface UserRegistered {
  type: 'UserRegistered.v2';
  data: { userId: string; email: string; fullName: string; registeredAt: string };
}
export interface EmailConfirmed {
  type: 'EmailConfirmed';
  data: { userId: string; email: string; confirmedAt: string };
}
export interface PasswordChanged {
  type: 'PasswordChanged.v2';
  data: { userId: string; changedAt: string };
}
export interface FullNameChanged {
  type: 'FullNameChanged';
  data: { userId: string; fullName: string; changedAt: string };
}
export interface EmailChangeRequested {
  type: 'EmailChangeRequested';
  data: { userId: string; newEmail: string; requestedAt: string };
}
/** A pending change was stopped (through the old address's stop link): the address stays, nothing is pending. */
export interface EmailChangeCancelled {
  type: 'EmailChangeCancelled';
  data: { userId: string; newEmail: string; cancelledAt: string };
}
export interface EmailChanged {
  type: 'EmailChanged';
  data: { userId: string; from: string; to: string; changedAt: string };
}
export interface RoleGranted {
  type: 'RoleGranted';
  data: { userId: string; role: UserRole; grantedAt: string };
}
export interface RoleRevoked {
  type: 'RoleRevoked';
  data: { userId: string; role: UserRole; revokedAt: string };
}
export interface MfaFactorEnrolled {
  type: 'MfaFactorEnrolled';
  data: { userId: string; factorId: string; factorType: 'totp'; friendlyName: string; enrolledAt: string };
}
export interface MfaFactorVerified {
  type: 'MfaFactorVerified';
  data: { userId: string; factorId: string; verifiedAt: string };
}
export interface MfaFactorRemoved {
  type: 'MfaFactorRemoved';
  data: { userId: string; factorId: string; removedAt: string };
}
export interface UserSignedIn {
  type: 'UserSignedIn';
  data: { userId: string; sessionId: string; method: SignInMethod; signedInAt: string };
}

export type UserEvent =
  | UserRegistered
  | EmailConfirmed
  | PasswordChanged
  | FullNameChanged
  | EmailChangeRequested
  | EmailChangeCancelled
  | EmailChanged
  | RoleGranted
  | RoleRevoked
  | MfaFactorEnrolled
  | MfaFactorVerified
  | MfaFactorRemoved
  | UserSignedIn;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered.v2',
  'EmailConfirmed',
  'PasswordChanged.v2',
  'FullNameChanged',
  'EmailChangeRequested',
  'EmailChangeCancelled',
  'EmailChanged',
  'RoleGranted',
  'RoleRevoked',
  'MfaFactorEnrolled',
  'MfaFactorVerified',
  'MfaFactorRemoved',
  'UserSignedIn',
];

export const userStream = (userId: string): string => `user-${userId}`;
