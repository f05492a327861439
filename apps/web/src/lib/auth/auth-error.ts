/** An error answered by the auth service (`{ code, error_code, msg }`), or a request that never got an answer. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    message: string,
    /** HTTP status; 0 when the request failed before an answer (network). */
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }

  /** Worth trying again later: no answer, a server failure or a rate limit. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }

  /** The session the request relied on is gone (revoked, expired, or never there). */
  get endsSession(): boolean {
    return this.status === 401 || (this.status >= 400 && this.status < 500 && this.code.startsWith('refresh_token'));
  }
}

export const sessionMissing = () => new AuthError('Auth session missing!', 401, 'session_missing');
