import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@receptionist/contracts';
import type { SignInMethod } from '@receptionist/identity-domain';
import { otpExpired, validationFailed } from '../../http/auth-api.error';
import type { ClientInfo } from '../../http/client-info';
import { OneTimeTokens } from '../../one-time-tokens/one-time-tokens';
import type { OneTimeTokenKind, OneTimeTokenRecord } from '../../operational-store/operational-store.port';
import { type IssuedSession, Sessions } from '../../sessions/sessions';
import { CommandBus } from '@nestjs/cqrs';
import { ConfirmEmailChangeCommand } from '../confirm-email-change/confirm-email-change.command';
import { ConfirmEmailCommand } from '../confirm-email/confirm-email.command';

export interface VerifyRequest {
  type?: unknown;
  token?: unknown;
  token_hash?: unknown;
  email?: unknown;
}

/** POST /verify types → the token kinds they may consume (GoTrue's `email` covers sign-up and magic link). */
const KINDS_BY_TYPE: Record<string, OneTimeTokenKind[]> = {
  signup: ['confirmation'],
  magiclink: ['magiclink'],
  email: ['confirmation', 'magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};

const METHOD_BY_KIND: Record<OneTimeTokenKind, SignInMethod> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'password',
};

@Injectable()
export class VerifyService {
  constructor(
    private readonly tokens: OneTimeTokens,
    private readonly commands: CommandBus,
    private readonly sessions: Sessions,
  ) {}

  /** Consumes a mailed link (`token_hash`) or code (`token` + `email`) and signs the user in. */
  async verify(request: VerifyRequest, client: ClientInfo, now = new Date()): Promise<IssuedSession> {
    // Own keys only: `__proto__` or `constructor` must not reach Object.prototype.
    const kinds = typeof request.type === 'string' && Object.hasOwn(KINDS_BY_TYPE, request.type) ? KINDS_BY_TYPE[request.type] : undefined;
    if (!kinds) throw validationFailed('Verify requires a verification type: signup, email, magiclink, recovery or email_change');
    const proof = this.proofOf(request);
    const record = await this.consumeAny(kinds, proof, now);
    const user = await this.apply(record);
    return this.sessions.start(user, METHOD_BY_KIND[record.kind], client, now);
  }

  private proofOf(request: VerifyRequest): { tokenHash: string } | { email: string; code: string } {
    if (typeof request.token_hash === 'string' && request.token_hash) return { tokenHash: request.token_hash };
    if (typeof request.token === 'string' && request.token && typeof request.email === 'string') {
      return { email: normalizeEmail(request.email), code: request.token.trim() };
    }
    throw validationFailed('Verify requires either a token_hash, or a token and an email');
  }

  private async consumeAny(kinds: OneTimeTokenKind[], proof: { tokenHash: string } | { email: string; code: string }, now: Date) {
    for (const kind of kinds) {
      const record = await this.tokens.consume(kind, proof, now).catch(() => null);
      if (record) return record;
    }
    throw otpExpired();
  }

  private async apply(record: OneTimeTokenRecord) {
    if (record.kind !== 'email_change')
      return this.commands.execute(new ConfirmEmailCommand(record.userId, { proof: record.kind, signUpId: record.signUpId }));
    const after = await this.commands.execute(new ConfirmEmailChangeCommand(record.userId, { newEmail: record.email }));
    return after.emailConfirmedAt ? after : this.commands.execute(new ConfirmEmailCommand(record.userId, { proof: 'email_change' }));
  }
}
