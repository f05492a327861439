import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { bearerToken } from '../http/client-info';
import { hasVerifiedFactor, type UserState } from '@receptionist/identity-domain';
import { insufficientAal, noAuthorization, notAdmin } from '../http/auth-api.error';
import { AccessTokens, type AuthContext } from '../sessions/access-tokens';
import { UserAccounts } from '../users/user-accounts';
import { isAnalystReadable } from './analyst-access';
import { requestOf } from './request-of';

/**
 * Lets through requests with a valid access token of a live session at any assurance level; `@CurrentUser()` then
 * gives its AuthContext. Only for the auth endpoints a user needs before the MFA step (user, factors, logout...).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly accessTokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const token = bearerToken(request);
    if (!token) throw noAuthorization();
    request.auth = await this.accessTokens.verify(token);
    return true;
  }
}

/** A user with a verified authenticator must have passed it (aal2) before using the product. */
export function assertAssurance(user: UserState, auth: AuthContext): void {
  if (hasVerifiedFactor(user) && auth.aal !== 'aal2') throw insufficientAal();
}

/** SessionGuard plus the MFA step where the user has a verified factor: what the product's endpoints require. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sessionGuard: SessionGuard,
    private readonly accounts: UserAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.userOf(context);
    return true;
  }

  /** The caller's user state once authenticated at the required assurance level. */
  async userOf(context: ExecutionContext): Promise<UserState> {
    await this.sessionGuard.canActivate(context);
    const auth = requestOf(context).auth as AuthContext;
    const user = await this.accounts.load(auth.userId);
    assertAssurance(user, auth);
    return user;
  }
}

/**
 * AuthGuard plus the `admin` role, read from the user's stream rather than the token, so a granted or revoked role
 * takes effect on the next request. An `analyst` passes too, for the read-only queries of ANALYST_READABLE_QUERIES
 * only (never a mutation); the caller's roles are kept on the request for the personal-data masking of the answer.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly authGuard: AuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = await this.authGuard.userOf(context);
    requestOf(context).roles = user.roles;
    if (user.roles.includes('admin')) return true;
    if (user.roles.includes('analyst') && isAnalystReadable(context)) return true;
    throw notAdmin();
  }
}

/** The AuthContext of the caller (use after AuthGuard or AdminGuard). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthContext => {
  const auth = requestOf(context).auth;
  if (!auth) throw noAuthorization();
  return auth;
});
