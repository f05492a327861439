/** The claims of our access tokens the web app reads (it never verifies them: the server does). */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  aal: 'aal1' | 'aal2';
  session_id: string;
  exp: number;
  app_metadata?: { roles?: string[] };
}

/** Decodes a JWT's payload; null when the token is not a readable JWT. */
export function readAccessTokenClaims(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AccessTokenClaims;
  } catch {
    return null;
  }
}
