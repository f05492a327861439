import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityConfig } from '../config/identity-config';
import { randomToken, sha256Hex, sixDigitCode } from '../crypto/secrets';
import { otpExpired } from '../http/auth-api.error';
import { IDENTITY_CONFIG, OPERATIONAL_STORE } from '../identity.tokens';
import type { OneTimeTokenKind, OneTimeTokenRecord, OperationalStore } from '../operational-store/operational-store.port';
import { RateLimiter } from '../rate-limits/rate-limiter';

/** The `type` of POST /verify (GoTrue) for each kind of token. */
const VERIFY_TYPE: Record<Exclude<OneTimeTokenKind, 'reauthentication'>, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

interface IssuedOneTimeToken {
  /** Link token, sent as `token_hash` in the mailed link. */
  tokenHash: string;
  /** Six-digit code, verified together with the address. */
  code: string;
  /** The link to the web app's landing page that completes the flow. */
  link: string;
  /** E-mail change only: the web app's page that stops the change (mailed to the old address). */
  stopLink?: string;
}

/** The web app's page behind the stop link of an e-mail change; it posts the token only on a click. */
const STOP_EMAIL_CHANGE_PATH = '/account/email-change/stop';

const codeHash = (email: string, code: string) => sha256Hex(`${email}:${code}`);

/**
 * E-mailed links and codes: only their hashes are stored; each is accepted once, until it expires (lifetime per
 * kind). Six-digit codes resist guessing from many IPs: a code is void after a few wrong tries (counted per address
 * and kind, since the stored hash is of address and code), and wrong codes per address slow all its codes down.
 */
@Injectable()
export class OneTimeTokens {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OPERATIONAL_STORE) private readonly store: Pick<OperationalStore, 'oneTimeTokens'>,
    private readonly limits: RateLimiter,
  ) {}

  /** `signUpId`: a sign-up confirmation for that pending sign-up (each sign-up of an unconfirmed address has its own). */
  async issue(
    userId: string,
    kind: OneTimeTokenKind,
    email: string,
    redirectTo: string | null,
    now = new Date(),
    signUpId?: string,
  ): Promise<IssuedOneTimeToken> {
    const tokenHash = randomToken();
    const code = sixDigitCode();
    const stopToken = kind === 'email_change' ? randomToken() : null;
    const record: OneTimeTokenRecord = {
      id: randomUUID(),
      userId,
      kind,
      email,
      tokenHash: sha256Hex(tokenHash),
      codeHash: codeHash(email, code),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.config.oneTimeTokenTtls[kind] * 1000).toISOString(),
      ...(stopToken ? { cancelTokenHash: sha256Hex(stopToken) } : {}),
      ...(signUpId ? { signUpId } : {}),
    };
    await this.store.oneTimeTokens.put(record);
    const params = new URLSearchParams({ token_hash: tokenHash, type: kind === 'reauthentication' ? kind : VERIFY_TYPE[kind] });
    if (redirectTo) params.set('redirect_to', redirectTo);
    const link = `${this.config.siteUrl}/auth/confirm?${params.toString()}`;
    if (!stopToken) return { tokenHash, code, link };
    const stopLink = `${this.config.siteUrl}${STOP_EMAIL_CHANGE_PATH}?${new URLSearchParams({ token_hash: stopToken }).toString()}`;
    return { tokenHash, code, link, stopLink };
  }

  /** Consumes a token by its link hash or by address and code; throws otp_expired when none matches or it expired. */
  async consume(
    kind: OneTimeTokenKind,
    proof: { tokenHash: string } | { email: string; code: string },
    now = new Date(),
  ): Promise<OneTimeTokenRecord> {
    if ('tokenHash' in proof) return this.unexpired(await this.store.oneTimeTokens.consume(kind, { tokenHash: sha256Hex(proof.tokenHash) }), now);
    const addressKey = `code:${kind}:${proof.email}`;
    await this.limits.checkSlowDown(addressKey, now).catch(() => {
      throw otpExpired();
    });
    const record = await this.store.oneTimeTokens.consume(kind, { codeHash: codeHash(proof.email, proof.code) });
    if (!record) {
      await this.store.oneTimeTokens.recordFailedCode(kind, proof.email, this.config.codeFailuresPerCode);
      await this.limits.recordSlowDownFailure(addressKey, this.config.codeFailuresPerAddress, now);
    }
    return this.unexpired(record, now);
  }

  /** Stops a pending change by the token of its stop link (voids the token); throws otp_expired when none matches. */
  async cancel(kind: OneTimeTokenKind, stopToken: string): Promise<OneTimeTokenRecord> {
    const record = await this.store.oneTimeTokens.cancel(kind, sha256Hex(stopToken));
    if (!record) throw otpExpired();
    return record;
  }

  /** Whether a token of this kind is pending for the user (not yet used, stopped or replaced by nothing). */
  async pending(userId: string, kind: OneTimeTokenKind): Promise<boolean> {
    return (await this.store.oneTimeTokens.lastSentAt(userId, kind)) !== null;
  }

  private unexpired(record: OneTimeTokenRecord | null, now: Date): OneTimeTokenRecord {
    if (!record || Date.parse(record.expiresAt) <= now.getTime()) throw otpExpired();
    return record;
  }

  /** Keeps only redirects to this site (no open redirect through mailed links). */
  safeRedirect(redirectTo: unknown): string | null {
    if (typeof redirectTo !== 'string' || !redirectTo) return null;
    try {
      return new URL(redirectTo).origin === new URL(this.config.siteUrl).origin ? redirectTo : null;
    } catch {
      return null;
    }
  }
}
