import { HttpException } from '@nestjs/common';

/**
 * An error answered as GoTrue does: `{ code: <HTTP status>, error_code, msg }`. It is an HttpException, so guards
 * used by other contexts' controllers and resolvers produce a proper 401/403 under any exception filter.
 */
export class AuthApiError extends HttpException {
  override readonly name = 'AuthApiError';
  constructor(
    status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super({ code: status, error_code: errorCode, msg: message }, status);
    this.message = message;
  }
}

export const noAuthorization = () => new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token');
export const badJwt = (message: string) => new AuthApiError(401, 'bad_jwt', message);
export const sessionNotFound = () => new AuthApiError(401, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const invalidCredentials = () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthApiError(400, 'validation_failed', message);
export const otpExpired = () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired');
export const insufficientAal = () => new AuthApiError(403, 'insufficient_aal', 'AAL2 session is required: verify your authenticator code first');
export const notAdmin = () => new AuthApiError(403, 'not_admin', 'User not allowed');
export const overRequestRateLimit = () => new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailSendRateLimit = (seconds: number) =>
  new AuthApiError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
