import { resolve } from 'node:path';

export interface RateLimitPolicy {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
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
  /** Lifetime of e-mailed links and codes. */
  oneTimeTokenTtlSeconds: number;
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

/** The identity settings from environment variables, with the documented defaults (libs/identity/README.md). */
export function identityConfigFromEnv(env: Env = process.env, cwd = process.cwd()): IdentityConfig {
  const port = env['PORT']?.trim() || '3000';
  const nodeEnv = env['NODE_ENV']?.trim() || 'development';
  return {
    dataDir: resolve(cwd, env['DATA_DIR']?.trim() || './data'),
    siteUrl: (env['SITE_URL']?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    accessTokenTtlSeconds: seconds(env, 'AUTH_ACCESS_TOKEN_TTL', 3600),
    sessionInactivityTimeoutSeconds: seconds(env, 'AUTH_SESSION_INACTIVITY_TIMEOUT', 7 * 24 * 3600),
    sessionMaxLifetimeSeconds: seconds(env, 'AUTH_SESSION_MAX_LIFETIME', 30 * 24 * 3600),
    refreshReuseGraceSeconds: seconds(env, 'AUTH_REFRESH_REUSE_GRACE', 10),
    oneTimeTokenTtlSeconds: seconds(env, 'AUTH_OTP_TTL', 3600),
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
