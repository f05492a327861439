import { authFetch } from '../../../lib/auth/auth-http';

/** POST /auth/v1/email-change/cancel: the stop link of an e-mail change (mailed to the old address). No session needed. */
export async function stopEmailChange(tokenHash: string): Promise<void> {
  await authFetch<unknown>(fetch, '/email-change/cancel', { method: 'POST', body: { token_hash: tokenHash } });
}
