import { Inject, Injectable } from '@nestjs/common';
import { sha256Hex } from '../crypto/secrets';
import type { IdentityConfig, RateLimitPolicy, SlowDownPolicy } from '../config/identity-config';
import { overEmailSendRateLimit, overRequestRateLimit } from '../http/auth-api.error';
import { IDENTITY_CONFIG, OPERATIONAL_STORE } from '../identity.tokens';
import type { OperationalStore } from '../operational-store/operational-store.port';

/** Keys name addresses and IPs: only their hash is stored, so the counters hold no personal data to erase. */
const storedKey = (key: string) => sha256Hex(key);

export type RateLimitedEndpoint =
  'signup' | 'token' | 'refresh' | 'verify' | 'recover' | 'resend' | 'otp' | 'reauthenticate' | 'mfa' | 'email-change-cancel';

/**
 * Limits per client IP and per account. Failures for one account from one IP are limited; failures for one account
 * from any IP only slow down (a short, growing delay, never a long lock), so an attacker cannot lock the owner out.
 * Mail limits count per address whether or not an account exists, so a 429 reveals nothing about the address.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OPERATIONAL_STORE) private readonly store: Pick<OperationalStore, 'rateLimits'>,
  ) {}

  private async over(key: string, policy: RateLimitPolicy, count: boolean, now: Date): Promise<boolean> {
    const windowMs = policy.windowSeconds * 1000;
    const hits = count
      ? await this.store.rateLimits.hit(storedKey(key), windowMs, now.getTime())
      : await this.store.rateLimits.count(storedKey(key), windowMs, now.getTime());
    return count ? hits > policy.limit : hits >= policy.limit;
  }

  async checkIp(endpoint: RateLimitedEndpoint, ip: string, now = new Date()): Promise<void> {
    if (await this.over(`ip:${endpoint}:${ip}`, this.config.rateLimits.perIp, true, now)) throw overRequestRateLimit();
  }

  /**
   * One mail of a kind per address per interval, and a few per address per hour whatever the client IP; counted for
   * every request, known address or not.
   */
  async checkEmailSend(kind: string, email: string, now = new Date()): Promise<void> {
    const seconds = this.config.emailResendIntervalSeconds;
    if (await this.over(`mail:${kind}:${email}`, { limit: 1, windowSeconds: seconds }, true, now)) throw overEmailSendRateLimit(seconds);
    const perAddress = this.config.mailsPerAddress;
    if (await this.over(`mail-window:${kind}:${email}`, perAddress, true, now)) throw overEmailSendRateLimit(perAddress.windowSeconds);
  }

  async checkSignInFailures(ip: string, email: string, now = new Date()): Promise<void> {
    if (await this.over(`signin-fail:${ip}:${email}`, this.config.rateLimits.signInFailuresPerAccountAndIp, false, now)) {
      throw overRequestRateLimit();
    }
    await this.checkSlowDown(`signin-account:${email}`, now);
  }

  async recordSignInFailure(ip: string, email: string, now = new Date()): Promise<void> {
    await this.over(`signin-fail:${ip}:${email}`, this.config.rateLimits.signInFailuresPerAccountAndIp, true, now);
    await this.recordSlowDownFailure(`signin-account:${email}`, this.config.signInFailuresPerAccount, now);
  }

  /** Wrong `current_password` on PUT /user: per user, slowed down. */
  async checkCurrentPasswordFailures(userId: string, now = new Date()): Promise<void> {
    await this.checkSlowDown(`current-password:${userId}`, now);
  }

  async recordCurrentPasswordFailure(userId: string, now = new Date()): Promise<void> {
    await this.recordSlowDownFailure(`current-password:${userId}`, this.config.currentPasswordFailuresPerUser, now);
  }

  /** Throws 429 while a slow-down delay for the key runs. */
  async checkSlowDown(key: string, now = new Date()): Promise<void> {
    if ((await this.store.rateLimits.blockedUntil(storedKey(`slow:${key}`), now.getTime())) !== null) throw overRequestRateLimit();
  }

  /** Counts a failure; from the policy's free failures on, each one delays the next attempt (doubling, capped). */
  async recordSlowDownFailure(key: string, policy: SlowDownPolicy, now = new Date()): Promise<void> {
    const failures = await this.store.rateLimits.hit(storedKey(`fail:${key}`), policy.windowSeconds * 1000, now.getTime());
    if (failures < policy.freeFailures) return;
    const delaySeconds = Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** Math.min(failures - policy.freeFailures, 30));
    await this.store.rateLimits.block(storedKey(`slow:${key}`), now.getTime() + delaySeconds * 1000);
  }

  async checkMfaFailures(factorId: string, now = new Date()): Promise<void> {
    if (await this.over(`mfa-fail:${factorId}`, this.config.rateLimits.mfaFailuresPerFactor, false, now)) throw overRequestRateLimit();
  }

  async recordMfaFailure(factorId: string, now = new Date()): Promise<void> {
    await this.over(`mfa-fail:${factorId}`, this.config.rateLimits.mfaFailuresPerFactor, true, now);
  }
}
