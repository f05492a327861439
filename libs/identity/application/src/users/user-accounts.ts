import { Inject, Injectable } from '@nestjs/common';
import { handleCommand } from '@receptionist/cqrs';
import { userDecider, type UserCommand, type UserRole, type UserState, userStream } from '@receptionist/identity-domain';
import { verifyPassword } from '../crypto/secrets';
import { IDENTITY_PLATFORM, type IdentityPlatform, OPERATIONAL_STORE } from '../identity.tokens';
import { otpExpired } from '../http/auth-api.error';
import {
  LEGACY_PENDING_SIGN_UP_ID,
  type OneTimeTokenKind,
  type OperationalStore,
  type PendingSignUpRecord,
} from '../operational-store/operational-store.port';
import { EmailReservations } from './email-reservations';
import { UserStates } from './user-states';

/** A user's state from its stream plus its password hash from the operational store (null: no password). Load it only to check a password. */
export type UserAccount = UserState & { passwordHash: string | null };

export interface NewUserAccount {
  userId: string;
  email: string;
  fullName: string;
  /** argon2id PHC string; stored in the operational store, never in an event. */
  passwordHash: string;
  roles: readonly UserRole[];
  confirmed: boolean;
}

/**
 * Loads and changes user aggregates (`user-<id>` streams), finds users by e-mail through the reservations, and keeps
 * their password hashes in the operational store's credentials (the events only record that a password changed).
 */
@Injectable()
export class UserAccounts {
  readonly reservations: EmailReservations;
  /** Every guarded request loads its caller: only the events appended since the last load are read. */
  private readonly states: UserStates;

  constructor(
    @Inject(IDENTITY_PLATFORM) private readonly platform: Pick<IdentityPlatform, 'eventStore' | 'readModels'>,
    @Inject(OPERATIONAL_STORE) private readonly store: Pick<OperationalStore, 'credentials' | 'sessions' | 'oneTimeTokens'>,
  ) {
    this.reservations = new EmailReservations(platform.eventStore);
    this.states = new UserStates(platform.eventStore);
  }

  /** The user's current state (always checked against the store: a change made by any process counts at once). */
  load(userId: string): Promise<UserState> {
    return this.states.load(userId);
  }

  /** The user with its password hash, for the few places that check a password. */
  async loadWithPassword(userId: string): Promise<UserAccount> {
    const state = await this.load(userId);
    return { ...state, passwordHash: state.exists ? await this.store.credentials.getPasswordHash(userId) : null };
  }

  /** The user holding this (normalized) address, or null. */
  async findByEmail(email: string): Promise<UserState | null> {
    const userId = await this.reservations.ownerOf(email);
    if (!userId) return null;
    const user = await this.load(userId);
    return user.exists ? user : null;
  }

  /** As findByEmail, with the password hash (password sign-in). */
  async findByEmailWithPassword(email: string): Promise<UserAccount | null> {
    const user = await this.findByEmail(email);
    return user && { ...user, passwordHash: await this.store.credentials.getPasswordHash(user.userId) };
  }

  /** Runs a command on the user's stream; returns the user's state afterwards. */
  async execute(userId: string, command: UserCommand, actorId: string | null = userId): Promise<UserState> {
    return (await this.change(userId, command, actorId)).user;
  }

  /** As execute, with the global position of the events it appended (null: it changed nothing), for read-your-writes. */
  async change(userId: string, command: UserCommand, actorId: string | null = userId): Promise<{ user: UserState; position: number | null }> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command,
      metadata: { actorId },
    });
    return { user: await this.load(userId), position };
  }

  /** Registers a user; the hash goes to the credentials first, so a registered user always has its password. */
  async register({ passwordHash, ...user }: NewUserAccount, actorId: string | null = user.userId, now = new Date()): Promise<UserState> {
    await this.store.credentials.setPasswordHash(user.userId, passwordHash, now.toISOString());
    return this.execute(user.userId, { type: 'RegisterUser', data: { ...user } }, actorId);
  }

  /** Replaces the password hash and records `PasswordChanged.v2` (without the hash). Sessions are the caller's concern. */
  async changePassword(userId: string, passwordHash: string, actorId: string | null = userId, now = new Date()): Promise<UserState> {
    await this.store.credentials.setPasswordHash(userId, passwordHash, now.toISOString());
    return this.execute(userId, { type: 'ChangePassword', data: {} }, actorId);
  }

  /** Checks a password against the user's hash (a dummy hash when the user has none, so the time is the same). */
  async passwordMatches(userId: string, password: string): Promise<boolean> {
    return verifyPassword(password, await this.store.credentials.getPasswordHash(userId));
  }

  /**
   * Adds a sign-up of an unconfirmed address (the first one, the registration, included): it waits for its own
   * confirmation. Only the `keepNewest` newest stay pending; the confirmation links of dropped ones are voided.
   */
  async addPendingSignUp(pending: PendingSignUpRecord, keepNewest: number): Promise<void> {
    const kept = await this.store.credentials.addPendingSignUp(pending, keepNewest);
    await this.store.oneTimeTokens.deleteOf(pending.userId, 'confirmation', kept);
  }

  /** The newest pending sign-up of an unconfirmed account (a resent confirmation is for it), or null. */
  async newestPendingSignUp(userId: string): Promise<PendingSignUpRecord | null> {
    return this.store.credentials.newestPendingSignUp(userId);
  }

  /**
   * A mailed link or code of an UNCONFIRMED account was used: whoever used it controls the mailbox, so the account
   * becomes theirs. A sign-up confirmation applies the password and name of ITS sign-up (`signUpId`); the first
   * confirmation wins, and the other pending sign-ups and their links are void (a later use of one is `otp_expired`).
   * A magic link or recovery voids the password (none of the sign-ups was proven). Either way every earlier session
   * ends. A confirmed account only gets the (idempotent) confirmation.
   */
  async confirmMailbox(userId: string, kind: Exclude<OneTimeTokenKind, 'email_change'>, signUpId?: string, now = new Date()): Promise<UserState> {
    const user = await this.load(userId);
    if (kind === 'confirmation') {
      // A token of an earlier release has no sign-up id: it applies that release's single pending sign-up, if any.
      const pending = await this.store.credentials.takePendingSignUp(userId, signUpId ?? LEGACY_PENDING_SIGN_UP_ID);
      if (!pending && signUpId !== undefined) throw otpExpired();
      if (pending && user.exists && !user.emailConfirmedAt) {
        await this.store.credentials.setPasswordHash(userId, pending.passwordHash, now.toISOString());
        await this.execute(userId, { type: 'ChangeFullName', data: { fullName: pending.fullName } });
      }
    }
    if (!user.exists || user.emailConfirmedAt) return this.execute(userId, { type: 'ConfirmEmail', data: {} });
    if (kind !== 'confirmation') await this.store.credentials.deletePasswordHash(userId);
    await this.store.credentials.dropPendingSignUps(userId);
    await this.store.oneTimeTokens.deleteOf(userId, 'confirmation');
    await this.endAllSessions(userId, now);
    return this.execute(userId, { type: 'ConfirmEmail', data: {} });
  }

  /**
   * An operator takes an UNCONFIRMED account over (admin creation): the operator's password replaces every earlier
   * one, pending sign-ups and their links are void, every session ends, and the address counts as confirmed.
   */
  async takeOverUnconfirmed(userId: string, passwordHash: string, now = new Date()): Promise<UserState> {
    await this.store.credentials.dropPendingSignUps(userId);
    await this.store.oneTimeTokens.deleteOf(userId, 'confirmation');
    await this.store.credentials.setPasswordHash(userId, passwordHash, now.toISOString());
    await this.endAllSessions(userId, now);
    await this.execute(userId, { type: 'ChangePassword', data: {} }, null);
    return this.execute(userId, { type: 'ConfirmEmail', data: {} }, null);
  }

  private async endAllSessions(userId: string, now: Date): Promise<number> {
    return this.store.sessions.revokeAllOf(userId, now.toISOString());
  }
}
