import type { SignInMethod, UserRole } from './user.events';

/** Every command carries the time it happens at (`now`, ISO-8601): the decider never reads a clock. */
export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      fullName: string;
      passwordHash: string;
      roles: readonly UserRole[];
      /** Confirmed at once (admin creation, auto-confirm configuration). */
      confirmed: boolean;
      now: string;
    }
  | { type: 'ConfirmEmail'; now: string }
  | { type: 'ChangePassword'; passwordHash: string; now: string }
  | { type: 'ChangeFullName'; fullName: string; now: string }
  | { type: 'RequestEmailChange'; newEmail: string; now: string }
  | { type: 'ConfirmEmailChange'; newEmail: string; now: string }
  | { type: 'GrantRole'; role: UserRole; now: string }
  | { type: 'RevokeRole'; role: UserRole; now: string }
  | { type: 'EnrollMfaFactor'; factorId: string; friendlyName: string; now: string }
  | { type: 'VerifyMfaFactor'; factorId: string; now: string }
  | { type: 'RemoveMfaFactor'; factorId: string; now: string }
  | { type: 'RecordSignIn'; sessionId: string; method: SignInMethod; now: string };
