export interface RateLimitPolicy {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Slow down, don't lock: after `freeFailures` failures in the window, each further failure blocks the next attempt
 * for a delay that doubles from `baseDelaySeconds` up to `maxDelaySeconds`.
 */
export interface SlowDownPolicy {
  freeFailures: number;
  windowSeconds: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Lifetime of mailed links and codes per kind, in seconds. */
export interface OneTimeTokenTtls {
  confirmation: number;
  recovery: number;
  magiclink: number;
  email_change: number;
  reauthentication: number;
}

import type { SharedSecretsConfig } from './config';

/** The identity context's settings (libs/identity/README.md); parsed with the rest in parse-config.ts. */
export interface IdentityConfig {
  /** Holds auth.db (embedded operational store), the JWT signing keys and the secret-sealing key. */
  dataDir: string;
  /** Public origin of the site: links in mails point here; the JWT issuer is `${siteUrl}/auth/v1`. */
  siteUrl: string;
  accessTokenTtlSeconds: number;
  /** A session that was not refreshed for this long ends. */
  sessionInactivityTimeoutSeconds: number;
  /** A session ends this long after sign-in whatever its activity. */
  sessionMaxLifetimeSeconds: number;
  /** A rotated refresh token presented again within this grace (concurrent tabs) does not end the session. */
  refreshReuseGraceSeconds: number;
  /** Lifetime of e-mailed links and codes (AUTH_OTP_TTL); the default of the per-kind lifetimes below. */
  oneTimeTokenTtlSeconds: number;
  /** Lifetime per kind: recovery and magic link default to 15 minutes, reauthentication to 5. */
  oneTimeTokenTtls: OneTimeTokenTtls;
  /** Wrong six-digit codes after which a code is void (it then fails even when right). */
  codeFailuresPerCode: number;
  /** Wrong six-digit codes per address (all its codes of a kind, any IP) before codes of that address slow down. */
  codeFailuresPerAddress: SlowDownPolicy;
  /**
   * Sign-ups of one unconfirmed address kept live at once, each with its own confirmation link and code (the newest
   * are kept; an older one's link then stops working).
   */
  pendingSignUpsPerAddress: number;
  /** Mails of one kind per address and window (recover, otp, resend, e-mail change), whatever the client IP. */
  mailsPerAddress: RateLimitPolicy;
  /** Password failures per account from any IP: slowed down, never a long lock. */
  signInFailuresPerAccount: SlowDownPolicy;
  /** Wrong `current_password` on PUT /user per user. */
  currentPasswordFailuresPerUser: SlowDownPolicy;
  /** Minimum delay between two mails of one kind to one address. */
  emailResendIntervalSeconds: number;
  /** Confirm e-mail addresses at sign-up without a mail (GoTrue's MAILER_AUTOCONFIRM); off by default. */
  autoConfirm: boolean;
  /** Cookies carry `Secure` (production). */
  secureCookies: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Without SMTP: production refuses the outbox unless MAIL_OUTBOX_ALLOWED=true (then it logs no link or code); in
   * development the outbox logs each mail's link.
   */
  outbox: { allowed: boolean; revealLinks: boolean };
  /** Operational store in MongoDB when set, otherwise DATA_DIR/auth.db. */
  mongoUrl: string | null;
  /** JSON array of stored signing keys; overrides DATA_DIR/jwt-signing-keys.json. */
  jwtKeys: string | null;
  /** Base64 32-byte key sealing TOTP secrets; overrides DATA_DIR/auth-secret.key. */
  encryptionKey: string | null;
  /** The key sealing the shared secrets (signing keys, sealing key) in the operational store. */
  sharedSecrets: SharedSecretsConfig;
  /** How often an instance re-reads the shared signing keys, to pick up another instance's rotation. */
  secretsReloadMs: number;
  /** ADMIN_EMAIL/ADMIN_PASSWORD: an administrator ensured at start-up (promoting a confirmed account only with `promote`). */
  bootstrapAdmin: { email: string; password: string; promote: boolean } | null;
  rateLimits: {
    /** Requests per client IP to each rate-limited endpoint. */
    perIp: RateLimitPolicy;
    /** Failed password sign-ins for one account from one IP (not a global account lock). */
    signInFailuresPerAccountAndIp: RateLimitPolicy;
    /** Failed MFA codes for one factor. */
    mfaFailuresPerFactor: RateLimitPolicy;
  };
}
