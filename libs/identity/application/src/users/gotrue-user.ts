import type { UserState } from '@receptionist/identity-domain';

/** A user as GoTrue answers it (GET /user, sessions, sign-up). */
export function toGoTrueUser(user: UserState, extra: { confirmationSentAt?: string; emailChangeSentAt?: string } = {}) {
  return {
    id: user.userId,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.emailConfirmedAt ?? undefined,
    confirmed_at: user.emailConfirmedAt ?? undefined,
    confirmation_sent_at: extra.confirmationSentAt,
    new_email: user.pendingEmail ?? undefined,
    email_change_sent_at: extra.emailChangeSentAt,
    phone: '',
    last_sign_in_at: user.lastSignInAt ?? undefined,
    app_metadata: { provider: 'email', providers: ['email'], roles: user.roles },
    user_metadata: { full_name: user.fullName, email: user.email, email_verified: user.emailConfirmedAt !== null },
    identities: [],
    factors: user.factors.map((factor) => ({
      id: factor.factorId,
      friendly_name: factor.friendlyName,
      factor_type: factor.factorType,
      status: factor.status,
      created_at: factor.createdAt,
      updated_at: factor.updatedAt,
    })),
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}
