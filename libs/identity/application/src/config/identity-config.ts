import { resolve } from 'node:path';

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
  /** Operational store in MongoDB when set, otherwise DATA_DIR/auth.db. */
  mongoUrl: string | null;
  /** JSON array of stored signing keys; overrides DATA_DIR/jwt-signing-keys.json. */
  jwtKeys: string | null;
  /** Base64 32-byte key sealing TOTP secrets; overrides DATA_DIR/auth-secret.key. */
  encryptionKey: string | null;
  rateLimits: {
    /** Requests per client IP to each rate-limited endpoint. */
    perIp: RateLimitPolicy;
    /** Failed password sign-ins for one account from one IP (not a global account lock). */
    signInFailuresPerAccountAndIp: RateLimitPolicy;
    /** Failed MFA codes for one factor. */
    mfaFailuresPerFactor: RateLimitPolicy;
  };
}

type Env = Record<string, string | undefined>;

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds (got "${raw}")`);
  return value;
}

function count(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  return value;
}

/** The identity settings from environment variables, with the documented defaults (libs/identity/README.md). */
export function identityConfigFromEnv(env: Env = process.env, cwd = process.cwd()): IdentityConfig {
  const port = env['PORT']?.trim() || '3000';
  const nodeEnv = env['NODE_ENV']?.trim() || 'development';
  const otpTtl = seconds(env, 'AUTH_OTP_TTL', 3600);
  return {
    dataDir: resolve(cwd, env['DATA_DIR']?.trim() || './data'),
    siteUrl: (env['SITE_URL']?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    accessTokenTtlSeconds: seconds(env, 'AUTH_ACCESS_TOKEN_TTL', 3600),
    sessionInactivityTimeoutSeconds: seconds(env, 'AUTH_SESSION_INACTIVITY_TIMEOUT', 7 * 24 * 3600),
    sessionMaxLifetimeSeconds: seconds(env, 'AUTH_SESSION_MAX_LIFETIME', 30 * 24 * 3600),
    refreshReuseGraceSeconds: seconds(env, 'AUTH_REFRESH_REUSE_GRACE', 10),
    oneTimeTokenTtlSeconds: otpTtl,
    oneTimeTokenTtls: {
      confirmation: seconds(env, 'AUTH_OTP_TTL_SIGNUP', otpTtl),
      recovery: seconds(env, 'AUTH_OTP_TTL_RECOVERY', Math.min(otpTtl, 900)),
      magiclink: seconds(env, 'AUTH_OTP_TTL_MAGICLINK', Math.min(otpTtl, 900)),
      email_change: seconds(env, 'AUTH_OTP_TTL_EMAIL_CHANGE', otpTtl),
      reauthentication: seconds(env, 'AUTH_OTP_TTL_REAUTHENTICATION', Math.min(otpTtl, 300)),
    },
    codeFailuresPerCode: 5,
    codeFailuresPerAddress: { freeFailures: 10, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 900 },
    pendingSignUpsPerAddress: count(env, 'AUTH_PENDING_SIGNUPS_PER_ADDRESS', 5),
    mailsPerAddress: { limit: seconds(env, 'AUTH_MAILS_PER_ADDRESS_PER_HOUR', 5), windowSeconds: 3600 },
    signInFailuresPerAccount: { freeFailures: 10, windowSeconds: 900, baseDelaySeconds: 1, maxDelaySeconds: 60 },
    currentPasswordFailuresPerUser: { freeFailures: 5, windowSeconds: 900, baseDelaySeconds: 1, maxDelaySeconds: 60 },
    emailResendIntervalSeconds: seconds(env, 'AUTH_EMAIL_RESEND_INTERVAL', 60),
    autoConfirm: env['AUTH_AUTOCONFIRM'] === 'true',
    secureCookies: nodeEnv === 'production',
    smtpUrl: env['SMTP_URL']?.trim() || null,
    mailFrom: env['MAIL_FROM']?.trim() || 'AI Receptionist <no-reply@localhost>',
    mongoUrl: env['MONGODB_URL']?.trim() || null,
    jwtKeys: env['AUTH_JWT_KEYS']?.trim() || null,
    encryptionKey: env['AUTH_ENCRYPTION_KEY']?.trim() || null,
    rateLimits: {
      perIp: { limit: seconds(env, 'AUTH_RATE_LIMIT_PER_IP', 60), windowSeconds: 300 },
      signInFailuresPerAccountAndIp: { limit: 5, windowSeconds: 900 },
      mfaFailuresPerFactor: { limit: 5, windowSeconds: 300 },
    },
  };
}
