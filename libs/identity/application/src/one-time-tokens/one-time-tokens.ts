import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityConfig } from '../config/identity-config';
import { randomToken, sha256Hex, sixDigitCode } from '../crypto/secrets';
import { otpExpired } from '../http/auth-api.error';
import { IDENTITY_CONFIG, OPERATIONAL_STORE } from '../identity.tokens';
import type { OneTimeTokenKind, OneTimeTokenRecord, OperationalStore } from '../operational-store/operational-store.port';

/** The `type` of POST /verify (GoTrue) for each kind of token. */
export const VERIFY_TYPE: Record<Exclude<OneTimeTokenKind, 'reauthentication'>, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export interface IssuedOneTimeToken {
  /** Link token, sent as `token_hash` in the mailed link. */
  tokenHash: string;
  /** Six-digit code, verified together with the address. */
  code: string;
  /** The link to the web app's landing page that completes the flow. */
  link: string;
}

const codeHash = (email: string, code: string) => sha256Hex(`${email}:${code}`);

/** E-mailed links and codes: only their hashes are stored; each is accepted once, until it expires. */
@Injectable()
export class OneTimeTokens {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OPERATIONAL_STORE) private readonly store: OperationalStore,
  ) {}

  async issue(userId: string, kind: OneTimeTokenKind, email: string, redirectTo: string | null, now = new Date()): Promise<IssuedOneTimeToken> {
    const tokenHash = randomToken();
    const code = sixDigitCode();
    const record: OneTimeTokenRecord = {
      id: randomUUID(),
      userId,
      kind,
      email,
      tokenHash: sha256Hex(tokenHash),
      codeHash: codeHash(email, code),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.config.oneTimeTokenTtlSeconds * 1000).toISOString(),
    };
    await this.store.oneTimeTokens.put(record);
    const params = new URLSearchParams({ token_hash: tokenHash, type: kind === 'reauthentication' ? kind : VERIFY_TYPE[kind] });
    if (redirectTo) params.set('redirect_to', redirectTo);
    return { tokenHash, code, link: `${this.config.siteUrl}/auth/confirm?${params.toString()}` };
  }

  /** Consumes a token by its link hash or by address and code; throws otp_expired when none matches or it expired. */
  async consume(
    kind: OneTimeTokenKind,
    proof: { tokenHash: string } | { email: string; code: string },
    now = new Date(),
  ): Promise<OneTimeTokenRecord> {
    const match = 'tokenHash' in proof ? { tokenHash: sha256Hex(proof.tokenHash) } : { codeHash: codeHash(proof.email, proof.code) };
    const record = await this.store.oneTimeTokens.consume(kind, match);
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
