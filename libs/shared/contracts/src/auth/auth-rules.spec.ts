import { AUTH_MESSAGES } from './auth-messages';
import { emailChangeError, emailError, fullNameError, normalizeEmail, passwordError, validateSignIn, validateSignUp } from './auth-rules';

const valid = { email: 'ada@example.com', password: 'Secret123', fullName: 'Ada Lovelace' };

describe('sign-up rules', () => {
  it('accepts a valid sign-up', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a..b@example.com', '.a@example.com', 'ada@ex ample.com'])(
    'rejects the e-mail %p',
    (email) => expect(emailError(email)).toBe(AUTH_MESSAGES.invalidEmail),
  );

  it('accepts a padded e-mail because inputs are trimmed', () => {
    expect(emailError('  ada+tag@mail.example.co.uk ')).toBeNull();
  });

  it.each([
    ['Ab1', AUTH_MESSAGES.passwordTooShort],
    ['secret123', AUTH_MESSAGES.passwordNeedsUppercase],
    ['SECRET123', AUTH_MESSAGES.passwordNeedsLowercase],
    ['SecretSecret', AUTH_MESSAGES.passwordNeedsNumber],
  ])('rejects the password %p with its message', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it('checks the full name trimmed, 2 to 100 characters', () => {
    expect(fullNameError('  A  ')).toBe(AUTH_MESSAGES.fullNameTooShort);
    expect(fullNameError('Al')).toBeNull();
    expect(fullNameError('x'.repeat(100))).toBeNull();
    expect(fullNameError('x'.repeat(101))).toBe(AUTH_MESSAGES.fullNameTooLong);
  });

  it('reports the first failing rule: e-mail, then password, then full name', () => {
    expect(validateSignUp({ email: 'bad', password: 'x', fullName: '' })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(validateSignUp({ ...valid, password: 'x', fullName: '' })).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(validateSignUp({ ...valid, fullName: '' })).toBe(AUTH_MESSAGES.fullNameTooShort);
  });

  it('checks only the e-mail on sign-in', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toBeNull();
    expect(validateSignIn({ email: 'nope', password: 'Secret123' })).toBe(AUTH_MESSAGES.invalidEmail);
  });

  it('normalizes e-mails for comparison', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('e-mail change rules', () => {
  it('needs a valid new address, then the current password', () => {
    expect(emailChangeError({ email: 'nope', currentPassword: '' })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(emailChangeError({ email: 'new@example.com', currentPassword: '' })).toBe(AUTH_MESSAGES.currentPasswordRequired);
    expect(emailChangeError({ email: 'new@example.com', currentPassword: 'Secret123' })).toBeNull();
  });
});
