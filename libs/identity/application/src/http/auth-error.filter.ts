import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { UserRuleError } from '@receptionist/identity-domain';
import type { FastifyReply } from 'fastify';
import { AuthApiError } from './auth-api.error';

const RULE_STATUS: Record<string, number> = { user_not_found: 404, mfa_factor_not_found: 404, otp_expired: 403 };

function toAuthApiError(exception: unknown): AuthApiError {
  if (exception instanceof AuthApiError) return exception;
  if (exception instanceof UserRuleError) return new AuthApiError(RULE_STATUS[exception.code] ?? 422, exception.code, exception.message);
  if (exception instanceof Error && exception.name === 'WrongExpectedRevisionError') {
    return new AuthApiError(409, 'conflict', 'Another request changed this account at the same time; try again');
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return new AuthApiError(status, status === 404 ? 'not_found' : 'validation_failed', exception.message);
  }
  return new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

/** Answers every error of the /auth/v1 endpoints in GoTrue's shape: `{ code, error_code, msg }`. */
@Catch()
export class AuthErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Auth');

  catch(exception: unknown, host: ArgumentsHost): void {
    const error = toAuthApiError(exception);
    const status = error.getStatus();
    if (status >= 500) this.logger.error(exception);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(status).send({ code: status, error_code: error.errorCode, msg: error.message });
  }
}
