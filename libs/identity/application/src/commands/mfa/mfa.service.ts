import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SecretBox } from '../../crypto/secret-box';
import { AuthApiError, insufficientAal } from '../../http/auth-api.error';
import { OPERATIONAL_STORE } from '../../identity.tokens';
import type { OperationalStore } from '../../operational-store/operational-store.port';
import { RateLimiter } from '../../rate-limits/rate-limiter';
import { assertAssurance } from '../../access/auth.guard';
import type { AuthContext } from '../../sessions/access-tokens';
import { type IssuedSession, Sessions } from '../../sessions/sessions';
import { UserAccounts } from '../../users/user-accounts';
import { isTotpIssuerTooLong, MAX_TOTP_ISSUER_BYTES, newTotpEnrollment, totpTimeStep } from './totp';
import { CommandBus } from '@nestjs/cqrs';
import { EnrollMfaFactorCommand } from '../enroll-mfa-factor/enroll-mfa-factor.command';
import { RemoveMfaFactorCommand } from '../remove-mfa-factor/remove-mfa-factor.command';
import { VerifyMfaFactorCommand } from '../verify-mfa-factor/verify-mfa-factor.command';

const CHALLENGE_TTL_SECONDS = 300;
const verificationFailed = () => new AuthApiError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/** TOTP factors: secrets sealed in the operational store, factor lifecycle in the user's stream, each code used once. */
@Injectable()
export class MfaService {
  constructor(
    @Inject(OPERATIONAL_STORE) private readonly store: Pick<OperationalStore, 'mfa'>,
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    private readonly limits: RateLimiter,
    private readonly box: SecretBox,
    private readonly commands: CommandBus,
  ) {}

  async enroll(auth: AuthContext, factorType: unknown, friendlyName: unknown, issuer: unknown) {
    if (factorType === 'phone') throw new AuthApiError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') throw new AuthApiError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (factorType !== 'totp') throw new AuthApiError(400, 'validation_failed', 'factor_type must be totp');
    if (isTotpIssuerTooLong(issuer)) {
      throw new AuthApiError(400, 'validation_failed', `issuer must be at most ${MAX_TOTP_ISSUER_BYTES} bytes`);
    }
    const user = await this.accounts.load(auth.userId);
    assertAssurance(user, auth);
    const factorId = randomUUID();
    const name = typeof friendlyName === 'string' && friendlyName.trim() ? friendlyName.trim() : factorId;
    const totp = await newTotpEnrollment(user.email, typeof issuer === 'string' && issuer ? issuer : undefined);
    await this.commands.execute(new EnrollMfaFactorCommand(auth.userId, { factorId, friendlyName: name }));
    await this.store.mfa.putSecret(factorId, auth.userId, this.box.seal(totp.secret));
    return { id: factorId, type: 'totp', friendly_name: name, totp: { qr_code: totp.qrCode, secret: totp.secret, uri: totp.uri } };
  }

  async challenge(auth: AuthContext, factorId: string, now = new Date()) {
    await this.factorOf(auth, factorId);
    const expiresAt = Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS;
    const id = randomUUID();
    await this.store.mfa.createChallenge({
      id,
      factorId,
      userId: auth.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      verifiedAt: null,
    });
    return { id, type: 'totp', expires_at: expiresAt };
  }

  /** Checks the code once; on success the factor is verified and this session rises to aal2. */
  async verify(auth: AuthContext, factorId: string, challengeId: unknown, code: unknown, now = new Date()): Promise<IssuedSession> {
    await this.factorOf(auth, factorId);
    await this.limits.checkMfaFailures(factorId, now);
    const challenge = typeof challengeId === 'string' ? await this.store.mfa.getChallenge(challengeId) : null;
    if (!challenge || challenge.factorId !== factorId || challenge.userId !== auth.userId) {
      throw new AuthApiError(404, 'mfa_challenge_not_found', 'Challenge not found');
    }
    if (challenge.verifiedAt || Date.parse(challenge.expiresAt) <= now.getTime()) {
      throw new AuthApiError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
    }
    const sealed = await this.store.mfa.getSecret(factorId);
    const step = sealed && typeof code === 'string' ? await totpTimeStep(this.box.open(sealed), code) : null;
    if (step === null || !(await this.store.mfa.rememberUsedCode(factorId, step))) {
      await this.limits.recordMfaFailure(factorId, now);
      throw verificationFailed();
    }
    await this.store.mfa.markChallengeVerified(challenge.id, now.toISOString());
    const user = await this.commands.execute(new VerifyMfaFactorCommand(auth.userId, { factorId }));
    const session = await this.sessions.elevate(auth.sessionId, 'aal2', factorId, 'totp', now);
    return this.sessions.issue(user, session, now);
  }

  async unenroll(auth: AuthContext, factorId: string) {
    const factor = await this.factorOf(auth, factorId);
    if (factor.status === 'verified' && auth.aal !== 'aal2') throw insufficientAal();
    await this.commands.execute(new RemoveMfaFactorCommand(auth.userId, { factorId }));
    await this.store.mfa.deleteSecret(factorId);
    return { id: factorId };
  }

  private async factorOf(auth: AuthContext, factorId: string) {
    const factor = (await this.accounts.load(auth.userId)).factors.find((f) => f.factorId === factorId);
    if (!factor) throw new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }
}
