import type { SignInMethod, UserRole } from './user.events';

type NoData = Record<string, never>;

/** Commands on a `user-<id>` stream: `{ type, data }` with camelCase payloads, as the leads context writes them. */
export type UserCommand =
  | {
      type: 'RegisterUser';
      data: {
        userId: string;
        email: string;
        fullName: string;
        roles: readonly UserRole[];
        /** Confirmed at once (admin creation, auto-confirm configuration). */
        confirmed: boolean;
      };
    }
  | { type: 'ConfirmEmail'; data: NoData }
  /** The new hash is stored by the application in the operational store; the event only records the change. */
  | { type: 'ChangePassword'; data: NoData }
  | { type: 'ChangeFullName'; data: { fullName: string } }
  | { type: 'RequestEmailChange'; data: { newEmail: string } }
  | { type: 'ConfirmEmailChange'; data: { newEmail: string } }
  /** The stop link mailed to the old address: ends the pending change to `newEmail` (if it is still the pending one). */
  | { type: 'CancelEmailChange'; data: { newEmail: string } }
  | { type: 'GrantRole'; data: { role: UserRole } }
  /** `revokedBy`: the acting user; an admin cannot revoke their own `admin` role (so one admin always remains). */
  | { type: 'RevokeRole'; data: { role: UserRole; revokedBy?: string | null } }
  | { type: 'EnrollMfaFactor'; data: { factorId: string; friendlyName: string } }
  | { type: 'VerifyMfaFactor'; data: { factorId: string } }
  | { type: 'RemoveMfaFactor'; data: { factorId: string } }
  | { type: 'RecordSignIn'; data: { sessionId: string; method: SignInMethod } };
