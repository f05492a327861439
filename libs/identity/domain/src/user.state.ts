import type { UserEvent, UserRole } from './user.events';

export interface MfaFactorState {
  factorId: string;
  factorType: 'totp';
  friendlyName: string;
  status: 'unverified' | 'verified';
  createdAt: string;
  updatedAt: string;
}

export interface UserState {
  exists: boolean;
  userId: string;
  email: string;
  fullName: string;
  emailConfirmedAt: string | null;
  pendingEmail: string | null;
  roles: UserRole[];
  factors: MfaFactorState[];
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

export const initialUserState: UserState = {
  exists: false,
  userId: '',
  email: '',
  fullName: '',
  emailConfirmedAt: null,
  pendingEmail: null,
  roles: [],
  factors: [],
  createdAt: '',
  updatedAt: '',
  lastSignInAt: null,
};

const withFactor = (state: UserState, factorId: string, change: (f: MfaFactorState) => MfaFactorState) => ({
  ...state,
  factors: state.factors.map((f) => (f.factorId === factorId ? change(f) : f)),
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered.v2': {
      const { userId, email, fullName, registeredAt } = event.data;
      return { ...initialUserState, exists: true, userId, email, fullName, createdAt: registeredAt, updatedAt: registeredAt };
    }
    case 'EmailConfirmed':
      return { ...state, emailConfirmedAt: event.data.confirmedAt, updatedAt: event.data.confirmedAt };
    case 'PasswordChanged.v2':
      return { ...state, updatedAt: event.data.changedAt };
    case 'FullNameChanged':
      return { ...state, fullName: event.data.fullName, updatedAt: event.data.changedAt };
    case 'EmailChangeRequested':
      return { ...state, pendingEmail: event.data.newEmail, updatedAt: event.data.requestedAt };
    case 'EmailChangeCancelled':
      return { ...state, pendingEmail: null, updatedAt: event.data.cancelledAt };
    case 'EmailChanged':
      return { ...state, email: event.data.to, pendingEmail: null, updatedAt: event.data.changedAt };
    case 'RoleGranted':
      return { ...state, roles: [...state.roles, event.data.role], updatedAt: event.data.grantedAt };
    case 'RoleRevoked':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role), updatedAt: event.data.revokedAt };
    case 'MfaFactorEnrolled': {
      const { factorId, factorType, friendlyName, enrolledAt } = event.data;
      const factor: MfaFactorState = { factorId, factorType, friendlyName, status: 'unverified', createdAt: enrolledAt, updatedAt: enrolledAt };
      return { ...state, factors: [...state.factors, factor] };
    }
    case 'MfaFactorVerified':
      return withFactor(state, event.data.factorId, (f) => ({ ...f, status: 'verified', updatedAt: event.data.verifiedAt }));
    case 'MfaFactorRemoved':
      return { ...state, factors: state.factors.filter((f) => f.factorId !== event.data.factorId) };
    case 'UserSignedIn':
      return { ...state, lastSignInAt: event.data.signedInAt };
  }
}

export const hasVerifiedFactor = (state: UserState): boolean => state.factors.some((f) => f.status === 'verified');
