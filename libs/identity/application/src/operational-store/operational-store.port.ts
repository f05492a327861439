import type { SubjectKeys } from '@receptionist/event-store';
import type { RateLimitCounter } from '@receptionist/rate-limit';

/**
 * Operational auth state that must not live in the event log: sessions, hashed refresh and one-time tokens,
 * rate-limit counters, password hashes and pending sign-ups, MFA secrets (sealed), challenges and used TOTP codes, and
 * the dev mail outbox.
 * Times are ISO-8601 strings unless named `...Ms`.
 */
export type Aal = 'aal1' | 'aal2';

export interface SessionRecord {
  id: string;
  userId: string;
  aal: Aal;
  factorId: string | null;
  /** Authentication methods used in this session, e.g. [{ method: 'password', timestamp: 1700000000 }]. */
  amr: { method: string; timestamp: number }[];
  createdAt: string;
  /** Last refresh or sign-in: the inactivity timeout counts from here. */
  refreshedAt: string;
  userAgent: string | null;
  ip: string | null;
  revokedAt: string | null;
}

export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  get(id: string): Promise<SessionRecord | null>;
  /** Live (not revoked) sessions of a user, oldest first. */
  listLive(userId: string): Promise<SessionRecord[]>;
  update(id: string, patch: Partial<Pick<SessionRecord, 'aal' | 'factorId' | 'amr' | 'refreshedAt'>>): Promise<void>;
  /** Revokes one session; returns false when it was unknown or already revoked. */
  revoke(id: string, at: string): Promise<boolean>;
  /** Revokes every live session of the user except `exceptId`; returns how many. */
  revokeAllOf(userId: string, at: string, exceptId?: string): Promise<number>;
}

export interface RefreshTokenRecord {
  /** sha256 of the token; the token itself is never stored. */
  tokenHash: string;
  sessionId: string;
  userId: string;
  createdAt: string;
  rotatedAt: string | null;
}

export interface RefreshTokenRepository {
  insert(token: RefreshTokenRecord): Promise<void>;
  get(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Compare-and-set: marks the token rotated; false when it already was (a concurrent or replayed use). */
  markRotated(tokenHash: string, at: string): Promise<boolean>;
}

export type OneTimeTokenKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication';

export interface OneTimeTokenRecord {
  id: string;
  userId: string;
  kind: OneTimeTokenKind;
  /** The address the token was sent to (the new address for an e-mail change). */
  email: string;
  /** sha256 of the long link token (`token_hash` sent in links). */
  tokenHash: string;
  /** sha256 of `<email>:<6-digit code>`. */
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  /** Wrong codes tried against this token (counted per address and kind, see `recordFailedCode`). */
  failedAttempts?: number;
  /** sha256 of the token of the link that stops this change (e-mail change: mailed to the old address). */
  cancelTokenHash?: string;
  /**
   * Sign-up confirmation only: the pending sign-up (PendingSignUpRecord.id) this link and code apply. Each sign-up of
   * an unconfirmed address has its own live token; without it (tokens of earlier releases) the token is the account's
   * only one.
   */
  signUpId?: string;
}

export interface OneTimeTokenRepository {
  /** Stores a token, replacing any earlier token of the same user, kind and sign-up (`signUpId`, if any). */
  put(token: OneTimeTokenRecord): Promise<void>;
  /** Voids the user's tokens of this kind; with `exceptSignUpIds`, keeps those tokens of these sign-ups (and none else). */
  deleteOf(userId: string, kind: OneTimeTokenKind, exceptSignUpIds?: readonly string[]): Promise<void>;
  /** Atomically removes and returns the matching token of that kind, or null. */
  consume(kind: OneTimeTokenKind, match: { tokenHash: string } | { codeHash: string }): Promise<OneTimeTokenRecord | null>;
  /** The time the latest token of this user and kind was created (for resend throttling), or null. */
  lastSentAt(userId: string, kind: OneTimeTokenKind): Promise<string | null>;
  /**
   * Counts one wrong code against the tokens of this kind sent to `email` (the code hash hides which one was meant);
   * a token that reaches `maxFailures` is deleted, so even its right code fails afterwards.
   */
  recordFailedCode(kind: OneTimeTokenKind, email: string, maxFailures: number): Promise<void>;
  /** Atomically removes and returns the token of that kind whose stop link has this hash, or null. */
  cancel(kind: OneTimeTokenKind, cancelTokenHash: string): Promise<OneTimeTokenRecord | null>;
}

export type { RateLimitCounter };

export interface MfaChallengeRecord {
  id: string;
  factorId: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  verifiedAt: string | null;
}

export interface MfaRepository {
  /** `sealedSecret` is the TOTP secret encrypted with the server key (see secret-box.ts). */
  putSecret(factorId: string, userId: string, sealedSecret: string): Promise<void>;
  getSecret(factorId: string): Promise<string | null>;
  deleteSecret(factorId: string): Promise<void>;
  createChallenge(challenge: MfaChallengeRecord): Promise<void>;
  getChallenge(id: string): Promise<MfaChallengeRecord | null>;
  /** Compare-and-set; false when the challenge was already verified. */
  markChallengeVerified(id: string, at: string): Promise<boolean>;
  /** Remembers a used TOTP time step; false when it was already used (the code is refused). */
  rememberUsedCode(factorId: string, timeStep: number): Promise<boolean>;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  createdAt: string;
}

export interface OutboxRepository {
  /** Adds the message unless one with its id is stored already (a mail sent again after a crash stays one). */
  add(message: OutboxMessage): Promise<void>;
  /** Messages oldest first (newest last). */
  list(): Promise<OutboxMessage[]>;
  /** Deletes every message to this address (compared case-insensitively): part of erasing a person. */
  deleteTo(address: string): Promise<void>;
}

/** The id a pending sign-up of an earlier release (one per account, no id, its token without `signUpId`) reads as. */
export const LEGACY_PENDING_SIGN_UP_ID = 'legacy';

/**
 * A sign-up for an address whose account is not confirmed yet: applied when its own confirmation (the one-time token
 * with this `signUpId`) is used. An unconfirmed account may have several at once.
 */
export interface PendingSignUpRecord {
  id: string;
  userId: string;
  /** argon2id PHC string of the password given with that sign-up. */
  passwordHash: string;
  fullName: string;
  createdAt: string;
}

/** Password hashes (argon2id PHC strings), one per user; they never enter the event log. */
export interface CredentialRepository {
  getPasswordHash(userId: string): Promise<string | null>;
  setPasswordHash(userId: string, passwordHash: string, at: string): Promise<void>;
  /** Stores the hash only when the user has none yet (migration of old events); true when it stored it. */
  setPasswordHashIfAbsent(userId: string, passwordHash: string, at: string): Promise<boolean>;
  /** The user has no password afterwards (password sign-in fails until one is set). */
  deletePasswordHash(userId: string): Promise<void>;
  /**
   * Adds a pending sign-up of an unconfirmed account and keeps only the user's `keepNewest` newest ones; returns the
   * ids of those kept (oldest first).
   */
  addPendingSignUp(pending: PendingSignUpRecord, keepNewest: number): Promise<string[]>;
  /**
   * The first confirmation wins: atomically, when the user still has the pending sign-up `id`, removes ALL the
   * user's pending sign-ups and returns that one; otherwise returns null and changes nothing.
   */
  takePendingSignUp(userId: string, id: string): Promise<PendingSignUpRecord | null>;
  /** The user's newest pending sign-up, or null (a resent confirmation is for it). */
  newestPendingSignUp(userId: string): Promise<PendingSignUpRecord | null>;
  /** Removes every pending sign-up of the user; true when there was any. */
  dropPendingSignUps(userId: string): Promise<boolean>;
}

export interface OperationalStore {
  readonly kind: 'sqlite' | 'mongodb';
  readonly sessions: SessionRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly oneTimeTokens: OneTimeTokenRepository;
  readonly rateLimits: RateLimitCounter;
  readonly mfa: MfaRepository;
  readonly outbox: OutboxRepository;
  readonly credentials: CredentialRepository;
  readonly subjectKeys: SubjectKeys;
  close(): Promise<void>;
}
