/** A rule of the user aggregate was broken. `code` is the GoTrue error_code the REST layer answers with. */
export class UserRuleError extends Error {
  override readonly name = 'UserRuleError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const userNotFound = () => new UserRuleError('user_not_found', 'User not found');
export const userAlreadyExists = () => new UserRuleError('user_already_exists', 'User already registered');
export const factorNotFound = () => new UserRuleError('mfa_factor_not_found', 'Factor not found');
