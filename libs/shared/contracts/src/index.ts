export * from './auth/auth-messages';
export * from './auth/auth-rules';
