import { deciderSpec, fold } from '@receptionist/domain-kit';
import type { UserCommand } from './user.commands';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import type { StoredUserEvent } from './user.upcasters';
import { hasVerifiedFactor, type UserState } from './user.state';

const now = '2026-01-02T03:04:05.000Z';
const registered: UserEvent = {
  type: 'UserRegistered.v2',
  data: { userId: 'u1', email: 'ada@example.com', fullName: 'Ada', registeredAt: now },
};

const spec = deciderSpec<UserCommand, UserState, UserEvent>(userDecider, { now: new Date(now) });
/** Histories may hold events of earlier shapes: the decider's evolve reads them through the upcaster. */
const given = (...events: StoredUserEvent[]) => fold(userDecider, events);
const when = (events: UserEvent[], command: UserCommand) => spec.given(...events).when(command).events;
const errorCode = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('expected the command to be refused');
};

describe('user decider', () => {
  const register: Extract<UserCommand, { type: 'RegisterUser' }> = {
    type: 'RegisterUser',
    data: { userId: 'u1', email: 'ada@example.com', fullName: 'Ada', roles: ['client'], confirmed: false },
  };

  it('registers a user with its roles and no confirmation', () => {
    expect(when([], register).map((e) => e.type)).toEqual(['UserRegistered.v2', 'RoleGranted']);
  });

  it('registers a confirmed admin at once', () => {
    const events = when([], { type: 'RegisterUser', data: { ...register.data, roles: ['admin'], confirmed: true } });
    expect(events.map((e) => e.type)).toEqual(['UserRegistered.v2', 'EmailConfirmed', 'RoleGranted']);
    expect(given(...events)).toMatchObject({ roles: ['admin'], emailConfirmedAt: now });
  });

  it('refuses a second registration and commands on unknown users', () => {
    expect(errorCode(() => when([registered], register))).toBe('user_already_exists');
    expect(errorCode(() => when([], { type: 'ConfirmEmail', data: {} }))).toBe('user_not_found');
  });

  it('confirms an e-mail once', () => {
    const confirmed = when([registered], { type: 'ConfirmEmail', data: {} });
    expect(confirmed).toHaveLength(1);
    expect(when([registered, ...confirmed], { type: 'ConfirmEmail', data: {} })).toEqual([]);
  });

  it('records a password change without any credential material', () => {
    const events = when([registered], { type: 'ChangePassword', data: {} });
    expect(events).toEqual([{ type: 'PasswordChanged.v2', data: { userId: 'u1', changedAt: now } }]);
    expect(JSON.stringify(when([], register))).not.toContain('argon2');
  });

  it('reads the earlier event shapes that carried the hash, without keeping the hash', () => {
    const state = given(
      { type: 'UserRegistered', data: { userId: 'u1', email: 'ada@example.com', fullName: 'Ada', passwordHash: '$argon2id$x', registeredAt: now } },
      { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$y', changedAt: '2026-02-01T00:00:00.000Z' } },
    );
    expect(state).toMatchObject({ exists: true, email: 'ada@example.com', fullName: 'Ada', updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(JSON.stringify(state)).not.toContain('argon2');
    expect(errorCode(() => userDecider.decide(register, state, { now: new Date(now) }))).toBe('user_already_exists');
  });

  it('changes the e-mail only to the address that was requested', () => {
    const requested = when([registered], { type: 'RequestEmailChange', data: { newEmail: 'new@example.com' } });
    expect(errorCode(() => when([registered, ...requested], { type: 'ConfirmEmailChange', data: { newEmail: 'other@example.com' } }))).toBe(
      'otp_expired',
    );
    const changed = when([registered, ...requested], { type: 'ConfirmEmailChange', data: { newEmail: 'new@example.com' } });
    expect(changed[0]).toMatchObject({ type: 'EmailChanged', data: { from: 'ada@example.com', to: 'new@example.com' } });
    expect(given(registered, ...requested, ...changed)).toMatchObject({ email: 'new@example.com', pendingEmail: null });
    expect(errorCode(() => when([registered], { type: 'RequestEmailChange', data: { newEmail: 'ada@example.com' } }))).toBe('email_exists');
  });

  it('cancels a pending e-mail change once, and only the change it was for', () => {
    const requested = when([registered], { type: 'RequestEmailChange', data: { newEmail: 'new@example.com' } });
    const cancelled = when([registered, ...requested], { type: 'CancelEmailChange', data: { newEmail: 'new@example.com' } });
    expect(cancelled).toEqual([{ type: 'EmailChangeCancelled', data: { userId: 'u1', newEmail: 'new@example.com', cancelledAt: now } }]);
    expect(given(registered, ...requested, ...cancelled)).toMatchObject({ email: 'ada@example.com', pendingEmail: null });
    expect(when([registered, ...requested, ...cancelled], { type: 'CancelEmailChange', data: { newEmail: 'new@example.com' } })).toEqual([]);
    expect(
      errorCode(() => when([registered, ...requested, ...cancelled], { type: 'ConfirmEmailChange', data: { newEmail: 'new@example.com' } })),
    ).toBe('otp_expired');
  });

  it('does not cancel a newer change or a change already made', () => {
    const first = when([registered], { type: 'RequestEmailChange', data: { newEmail: 'first@example.com' } });
    const second = when([registered, ...first], { type: 'RequestEmailChange', data: { newEmail: 'second@example.com' } });
    expect(when([registered, ...first, ...second], { type: 'CancelEmailChange', data: { newEmail: 'first@example.com' } })).toEqual([]);
    const changed = when([registered, ...second], { type: 'ConfirmEmailChange', data: { newEmail: 'second@example.com' } });
    expect(when([registered, ...second, ...changed], { type: 'CancelEmailChange', data: { newEmail: 'second@example.com' } })).toEqual([]);
  });

  it('grants and revokes roles idempotently', () => {
    const granted = when([registered], { type: 'GrantRole', data: { role: 'admin' } });
    expect(granted).toHaveLength(1);
    expect(when([registered, ...granted], { type: 'GrantRole', data: { role: 'admin' } })).toEqual([]);
    const revoked = when([registered, ...granted], { type: 'RevokeRole', data: { role: 'admin' } });
    expect(given(registered, ...granted, ...revoked).roles).toEqual([]);
    expect(when([registered], { type: 'RevokeRole', data: { role: 'admin' } })).toEqual([]);
  });

  it('grants the analyst role and its personal-data grant', () => {
    const analyst = when([registered], { type: 'GrantRole', data: { role: 'analyst' } });
    const pii = when([registered, ...analyst], { type: 'GrantRole', data: { role: 'analyst:pii' } });
    expect(given(registered, ...analyst, ...pii).roles).toEqual(['analyst', 'analyst:pii']);
  });

  it('refuses to let an admin revoke their own admin role, so one admin always remains', () => {
    const granted = when([registered], { type: 'GrantRole', data: { role: 'admin' } });
    expect(errorCode(() => when([registered, ...granted], { type: 'RevokeRole', data: { role: 'admin', revokedBy: 'u1' } }))).toBe(
      'cannot_revoke_own_admin',
    );
    expect(when([registered, ...granted], { type: 'RevokeRole', data: { role: 'admin', revokedBy: 'other-admin' } })).toHaveLength(1);
  });

  it('enrolls, verifies and removes an MFA factor', () => {
    const enrolled = when([registered], { type: 'EnrollMfaFactor', data: { factorId: 'f1', friendlyName: 'phone' } });
    expect(hasVerifiedFactor(given(registered, ...enrolled))).toBe(false);
    expect(errorCode(() => when([registered, ...enrolled], { type: 'EnrollMfaFactor', data: { factorId: 'f2', friendlyName: 'phone' } }))).toBe(
      'mfa_factor_name_conflict',
    );
    const verified = when([registered, ...enrolled], { type: 'VerifyMfaFactor', data: { factorId: 'f1' } });
    expect(hasVerifiedFactor(given(registered, ...enrolled, ...verified))).toBe(true);
    const removed = when([registered, ...enrolled, ...verified], { type: 'RemoveMfaFactor', data: { factorId: 'f1' } });
    expect(given(registered, ...enrolled, ...verified, ...removed).factors).toEqual([]);
    expect(errorCode(() => when([registered], { type: 'RemoveMfaFactor', data: { factorId: 'f1' } }))).toBe('mfa_factor_not_found');
  });

  it('records sign-ins as audit events', () => {
    const events = when([registered], { type: 'RecordSignIn', data: { sessionId: 's1', method: 'password' } });
    expect(events[0].data).toEqual({ userId: 'u1', sessionId: 's1', method: 'password', signedInAt: now });
    expect(given(registered, ...events).lastSignInAt).toBe(now);
  });
});
