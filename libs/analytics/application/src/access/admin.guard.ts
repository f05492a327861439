import { type CanActivate, ForbiddenException, Injectable } from '@nestjs/common';

/**
 * The seam for administrator-only reads. There is no identity yet, so nobody is an administrator: every request is
 * denied. The identity issue replaces the body with a check of the caller's session and `admin` role.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(): boolean {
    throw new ForbiddenException('Administrator access is required');
  }
}
