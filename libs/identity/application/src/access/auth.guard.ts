import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { bearerToken } from '../http/client-info';
import { noAuthorization, notAdmin } from '../http/auth-api.error';
import { AccessTokens, type AuthContext } from '../sessions/access-tokens';
import { UserAccounts } from '../users/user-accounts';
import { requestOf } from './request-of';

/** Lets through requests with a valid access token of a live session; `@CurrentUser()` then gives its AuthContext. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly accessTokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const token = bearerToken(request);
    if (!token) throw noAuthorization();
    request.auth = await this.accessTokens.verify(token);
    return true;
  }
}

/**
 * AuthGuard plus the `admin` role, read from the user's stream rather than the token, so a revoked role takes effect
 * at once.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly authGuard: AuthGuard,
    private readonly accounts: UserAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.authGuard.canActivate(context);
    const auth = requestOf(context).auth as AuthContext;
    const user = await this.accounts.load(auth.userId);
    if (!user.roles.includes('admin')) throw notAdmin();
    return true;
  }
}

/** The AuthContext of the caller (use after AuthGuard or AdminGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const auth = requestOf(context).auth;
  if (!auth) throw noAuthorization();
  return auth;
});
