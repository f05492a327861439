import type { IdentityTestApp } from './identity-test-app';

export const PASSWORD = 'Secret123';

/** The link token (`token_hash`) of the newest mail to an address (`index` -1), or of another one (0: the first). */
export async function lastLinkToken(app: IdentityTestApp, email: string, index = -1): Promise<string> {
  const link = (await app.mailsTo(email)).at(index)?.link;
  if (!link) throw new Error(`No mail with a link to ${email}`);
  return new URL(link).searchParams.get('token_hash') as string;
}

/** The six-digit code of the newest mail to an address (`index` -1), or of another one (0: the first). */
export async function lastCode(app: IdentityTestApp, email: string, index = -1): Promise<string> {
  const text = (await app.mailsTo(email)).at(index)?.text ?? '';
  return /(\d{6})/.exec(text)?.[1] ?? '';
}

export async function signUp(app: IdentityTestApp, email: string, password = PASSWORD, fullName = 'Ada Lovelace') {
  return app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password, data: { full_name: fullName } } });
}

export async function signIn(app: IdentityTestApp, email: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password } });
}

interface SignedIn {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** Signs up, confirms through the mailed link, and signs in with the password. */
export async function confirmedUser(app: IdentityTestApp, email: string, password = PASSWORD): Promise<SignedIn> {
  await signUp(app, email, password);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/auth/v1/verify',
    payload: { type: 'signup', token_hash: await lastLinkToken(app, email) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`Confirmation failed: ${confirmed.body}`);
  return sessionOf(await signIn(app, email, password));
}

export function sessionOf(response: { statusCode: number; body: string }): SignedIn {
  if (response.statusCode !== 200) throw new Error(`Expected a session, got ${response.statusCode} ${response.body}`);
  const body = JSON.parse(response.body) as { access_token: string; refresh_token: string; user: { id: string } };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, userId: body.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
