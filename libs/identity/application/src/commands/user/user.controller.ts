import { Body, Controller, Get, Put, Query, UseFilters, UseGuards } from '@nestjs/common';
import { assertAssurance, CurrentUser, SessionGuard } from '../../access/auth.guard';
import { AuthErrorFilter } from '../../http/auth-error.filter';
import type { AuthContext } from '../../sessions/access-tokens';
import { toGoTrueUser } from '../../users/gotrue-user';
import { UserAccounts } from '../../users/user-accounts';
import { type UpdateUserRequest, UpdateUserService } from './update-user.service';

@Controller('auth/v1/user')
@UseFilters(AuthErrorFilter)
@UseGuards(SessionGuard)
export class UserController {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly updates: UpdateUserService,
  ) {}

  @Get()
  async get(@CurrentUser() auth: AuthContext) {
    return toGoTrueUser(await this.accounts.load(auth.userId));
  }

  /**
   * PUT /user: `data.full_name`, `email` (confirmed by mail), `password` (with `current_password` or `nonce`).
   * An account with a verified authenticator changes these only from an aal2 session.
   */
  @Put()
  async update(@CurrentUser() auth: AuthContext, @Body() body: UpdateUserRequest | undefined, @Query('redirect_to') redirectTo: string | undefined) {
    assertAssurance(await this.accounts.load(auth.userId), auth);
    const { user, emailChangeSentAt } = await this.updates.update(auth, { ...body, redirectTo });
    return toGoTrueUser(user, { emailChangeSentAt });
  }
}
