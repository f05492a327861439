import type { UserCommand } from './user.commands';
import { cannotRevokeOwnAdmin, factorNotFound, userAlreadyExists, userNotFound, UserRuleError } from './user.errors';
import type { UserEvent } from './user.events';
import { evolveUser, initialUserState, type UserState } from './user.state';
import { type StoredUserEvent, upcastUserEvent } from './user.upcasters';

export const MAX_MFA_FACTORS = 10;

type Existing = Exclude<UserCommand, { type: 'RegisterUser' }>;

function register(command: Extract<UserCommand, { type: 'RegisterUser' }>, state: UserState, now: string): UserEvent[] {
  if (state.exists) throw userAlreadyExists();
  const { userId, email, fullName, roles, confirmed } = command.data;
  return [
    { type: 'UserRegistered.v2', data: { userId, email, fullName, registeredAt: now } },
    ...(confirmed ? [{ type: 'EmailConfirmed' as const, data: { userId, email, confirmedAt: now } }] : []),
    ...[...new Set(roles)].map((role) => ({ type: 'RoleGranted' as const, data: { userId, role, grantedAt: now } })),
  ];
}

function decideExisting(command: Existing, state: UserState, now: string): UserEvent[] {
  const userId = state.userId;
  switch (command.type) {
    case 'ConfirmEmail':
      return state.emailConfirmedAt ? [] : [{ type: 'EmailConfirmed', data: { userId, email: state.email, confirmedAt: now } }];
    case 'ChangePassword':
      return [{ type: 'PasswordChanged.v2', data: { userId, changedAt: now } }];
    case 'ChangeFullName':
      return command.data.fullName === state.fullName
        ? []
        : [{ type: 'FullNameChanged', data: { userId, fullName: command.data.fullName, changedAt: now } }];
    case 'RequestEmailChange':
      if (command.data.newEmail === state.email) throw new UserRuleError('email_exists', 'The new e-mail address is the current one');
      return [{ type: 'EmailChangeRequested', data: { userId, newEmail: command.data.newEmail, requestedAt: now } }];
    case 'ConfirmEmailChange':
      if (state.pendingEmail !== command.data.newEmail) throw new UserRuleError('otp_expired', 'Email link is invalid or has expired');
      return [{ type: 'EmailChanged', data: { userId, from: state.email, to: command.data.newEmail, changedAt: now } }];
    case 'CancelEmailChange':
      // Only the change the stop link was for: a newer request or a confirmed change is not undone.
      return state.pendingEmail === command.data.newEmail
        ? [{ type: 'EmailChangeCancelled', data: { userId, newEmail: command.data.newEmail, cancelledAt: now } }]
        : [];
    case 'GrantRole':
      return state.roles.includes(command.data.role) ? [] : [{ type: 'RoleGranted', data: { userId, role: command.data.role, grantedAt: now } }];
    case 'RevokeRole':
      if (command.data.role === 'admin' && command.data.revokedBy === userId) throw cannotRevokeOwnAdmin();
      return state.roles.includes(command.data.role) ? [{ type: 'RoleRevoked', data: { userId, role: command.data.role, revokedAt: now } }] : [];
    case 'EnrollMfaFactor':
      if (state.factors.some((f) => f.friendlyName === command.data.friendlyName))
        throw new UserRuleError('mfa_factor_name_conflict', 'A factor with this friendly name already exists');
      if (state.factors.length >= MAX_MFA_FACTORS)
        throw new UserRuleError('too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached');
      return [
        {
          type: 'MfaFactorEnrolled',
          data: { userId, factorId: command.data.factorId, factorType: 'totp', friendlyName: command.data.friendlyName, enrolledAt: now },
        },
      ];
    case 'VerifyMfaFactor': {
      const factor = state.factors.find((f) => f.factorId === command.data.factorId);
      if (!factor) throw factorNotFound();
      return factor.status === 'verified' ? [] : [{ type: 'MfaFactorVerified', data: { userId, factorId: factor.factorId, verifiedAt: now } }];
    }
    case 'RemoveMfaFactor':
      if (!state.factors.some((f) => f.factorId === command.data.factorId)) throw factorNotFound();
      return [{ type: 'MfaFactorRemoved', data: { userId, factorId: command.data.factorId, removedAt: now } }];
    case 'RecordSignIn':
      return [{ type: 'UserSignedIn', data: { userId, sessionId: command.data.sessionId, method: command.data.method, signedInAt: now } }];
  }
}

/** Time comes in as data (`context.now`): the decider never reads a clock. */
export function decideUser(command: UserCommand, state: UserState, context: { now: Date }): UserEvent[] {
  const now = context.now.toISOString();
  if (command.type === 'RegisterUser') return register(command, state, now);
  if (!state.exists) throw userNotFound();
  return decideExisting(command, state, now);
}

/** The user aggregate as a decider: `user-<id>` streams; `evolve` also reads events of earlier shapes. */
export const userDecider = {
  initialState: initialUserState,
  decide: decideUser,
  evolve: (state: UserState, event: StoredUserEvent): UserState => evolveUser(state, upcastUserEvent(event)),
};
