type RefusalKind = 'invalid_input' | 'forbidden' | 'not_found' | 'conflict';
const KIND_OF_CODE: Record<string, RefusalKind> = {
  user_not_found: 'not_found',
  mfa_factor_not_found: 'not_found',
  cannot_revoke_own_admin: 'forbidden',
};

/**
 * A rule of the user aggregate was broken. `code` is the GoTrue error_code the REST layer answers with; `kind` is how
 * the GraphQL layer (the admin's role screens) translates it.
 */
export class UserRuleError extends Error {
  override readonly name = 'UserRuleError';
  readonly kind: RefusalKind;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.kind = KIND_OF_CODE[code] ?? 'invalid_input';
  }
}

export const userNotFound = () => new UserRuleError('user_not_found', 'User not found');
export const userAlreadyExists = () => new UserRuleError('user_already_exists', 'User already registered');
export const factorNotFound = () => new UserRuleError('mfa_factor_not_found', 'Factor not found');
export const cannotRevokeOwnAdmin = () =>
  new UserRuleError('cannot_revoke_own_admin', 'You cannot revoke your own admin role; another admin must do it');
