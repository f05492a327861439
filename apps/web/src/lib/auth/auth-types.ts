/** A factor of the user (only TOTP is enabled by the server). */
export interface Factor {
  id: string;
  friendly_name: string;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

/** The user as GoTrue answers it. */
export interface User {
  id: string;
  email: string;
  new_email?: string;
  email_confirmed_at?: string;
  last_sign_in_at?: string;
  app_metadata: { provider: string; providers: string[]; roles?: string[] };
  user_metadata: { full_name?: string; email?: string; email_verified?: boolean };
  factors: Factor[];
  created_at: string;
  updated_at: string;
}

/**
 * GoTrue's session without `refresh_token`: the refresh token lives only in the HttpOnly cookie, so the app never
 * keeps it in script-reachable memory.
 */
export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  user: User;
}

export type AuthChangeEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

export type AuthStateListener = (event: AuthChangeEvent, session: Session | null) => void;

export type SignOutScope = 'global' | 'local' | 'others';

export type EmailOtpType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

export interface SessionInfo {
  id: string;
  created_at: string;
  updated_at: string;
  aal: 'aal1' | 'aal2';
  user_agent: string | null;
  ip: string | null;
  current: boolean;
}

export interface TotpEnrollment {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}
