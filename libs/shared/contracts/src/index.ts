export * from './auth/auth-messages';
export * from './auth/auth-rules';
export * from './clients/call-display';
export * from './clients/client-enums';
export * from './clients/client-settings-rules';
export * from './clients/plans';
