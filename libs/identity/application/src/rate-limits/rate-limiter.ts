import { Inject, Injectable } from '@nestjs/common';
import type { IdentityConfig, RateLimitPolicy } from '../config/identity-config';
import { overEmailSendRateLimit, overRequestRateLimit } from '../http/auth-api.error';
import { IDENTITY_CONFIG, OPERATIONAL_STORE } from '../identity.tokens';
import type { OperationalStore } from '../operational-store/operational-store.port';

export type RateLimitedEndpoint = 'signup' | 'token' | 'refresh' | 'verify' | 'recover' | 'resend' | 'otp' | 'reauthenticate' | 'mfa';

/**
 * Limits per client IP and per account. Account limits count failures from one IP for one account, so an attacker
 * elsewhere cannot lock the owner out; mail limits count per address whether or not an account exists, so a 429
 * reveals nothing about the address.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(OPERATIONAL_STORE) private readonly store: OperationalStore,
  ) {}

  private async over(key: string, policy: RateLimitPolicy, count: boolean, now: Date): Promise<boolean> {
    const windowMs = policy.windowSeconds * 1000;
    const hits = count
      ? await this.store.rateLimits.hit(key, windowMs, now.getTime())
      : await this.store.rateLimits.count(key, windowMs, now.getTime());
    return count ? hits > policy.limit : hits >= policy.limit;
  }

  async checkIp(endpoint: RateLimitedEndpoint, ip: string, now = new Date()): Promise<void> {
    if (await this.over(`ip:${endpoint}:${ip}`, this.config.rateLimits.perIp, true, now)) throw overRequestRateLimit();
  }

  /** One mail of a kind per address per interval; counted for every request, known address or not. */
  async checkEmailSend(kind: string, email: string, now = new Date()): Promise<void> {
    const seconds = this.config.emailResendIntervalSeconds;
    if (await this.over(`mail:${kind}:${email}`, { limit: 1, windowSeconds: seconds }, true, now)) throw overEmailSendRateLimit(seconds);
  }

  async checkSignInFailures(ip: string, email: string, now = new Date()): Promise<void> {
    if (await this.over(`signin-fail:${ip}:${email}`, this.config.rateLimits.signInFailuresPerAccountAndIp, false, now)) {
      throw overRequestRateLimit();
    }
  }

  async recordSignInFailure(ip: string, email: string, now = new Date()): Promise<void> {
    await this.over(`signin-fail:${ip}:${email}`, this.config.rateLimits.signInFailuresPerAccountAndIp, true, now);
  }

  async checkMfaFailures(factorId: string, now = new Date()): Promise<void> {
    if (await this.over(`mfa-fail:${factorId}`, this.config.rateLimits.mfaFailuresPerFactor, false, now)) throw overRequestRateLimit();
  }

  async recordMfaFailure(factorId: string, now = new Date()): Promise<void> {
    await this.over(`mfa-fail:${factorId}`, this.config.rateLimits.mfaFailuresPerFactor, true, now);
  }
}
