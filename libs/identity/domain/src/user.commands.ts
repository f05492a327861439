import type { SignInMethod, UserRole } from './user.events';

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      fullName: string;
      roles: readonly UserRole[];
      /** Confirmed at once (admin creation, auto-confirm configuration). */
      confirmed: boolean;
    }
  | { type: 'ConfirmEmail' }
  /** The new hash is stored by the application in the operational store; the event only records the change. */
  | { type: 'ChangePassword' }
  | { type: 'ChangeFullName'; fullName: string }
  | { type: 'RequestEmailChange'; newEmail: string }
  | { type: 'ConfirmEmailChange'; newEmail: string }
  /** The stop link mailed to the old address: ends the pending change to `newEmail` (if it is still the pending one). */
  | { type: 'CancelEmailChange'; newEmail: string }
  | { type: 'GrantRole'; role: UserRole }
  | { type: 'RevokeRole'; role: UserRole }
  | { type: 'EnrollMfaFactor'; factorId: string; friendlyName: string }
  | { type: 'VerifyMfaFactor'; factorId: string }
  | { type: 'RemoveMfaFactor'; factorId: string }
  | { type: 'RecordSignIn'; sessionId: string; method: SignInMethod };
