import type { AuthClient } from './auth-client';
import type { SessionInfo, TotpEnrollment, User } from './auth-types';

export interface UserChanges {
  fullName?: string;
  email?: string;
  password?: string;
  currentPassword?: string;
}

/** The signed-in user's account: profile, e-mail and password, TOTP factors, and their sessions (devices). */
export function accountApi(client: AuthClient) {
  return {
    async getUser(): Promise<User> {
      return client.request<User>('/user');
    },

    /** PUT /user; a new e-mail is confirmed by mail, a new password needs the current one. Emits USER_UPDATED. */
    async updateUser(changes: UserChanges): Promise<User> {
      const body = {
        email: changes.email,
        password: changes.password,
        current_password: changes.currentPassword,
        data: changes.fullName === undefined ? undefined : { full_name: changes.fullName },
      };
      const user = await client.request<User>('/user', { method: 'PUT', body });
      client.updateSessionUser(user);
      return user;
    },

    enrollTotp(friendlyName: string): Promise<TotpEnrollment> {
      return client.request<TotpEnrollment>('/factors', { method: 'POST', body: { factor_type: 'totp', friendly_name: friendlyName } });
    },

    /** Challenge and verify in one step; the session rises to aal2 (MFA_CHALLENGE_VERIFIED). */
    async verifyTotp(factorId: string, code: string): Promise<void> {
      const challenge = await client.request<{ id: string }>(`/factors/${factorId}/challenge`, { method: 'POST', body: {} });
      const session = await client.request<Parameters<AuthClient['setSession']>[0]>(`/factors/${factorId}/verify`, {
        method: 'POST',
        body: { challenge_id: challenge.id, code },
      });
      client.setSession(session, 'MFA_CHALLENGE_VERIFIED');
    },

    async unenrollFactor(factorId: string): Promise<void> {
      await client.request(`/factors/${factorId}`, { method: 'DELETE' });
      client.updateSessionUser(await client.request<User>('/user'));
    },

    listSessions(): Promise<SessionInfo[]> {
      return client.request<SessionInfo[]>('/sessions');
    },

    async revokeSession(sessionId: string): Promise<void> {
      await client.request(`/sessions/${sessionId}`, { method: 'DELETE' });
    },
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
