export * from './agents';
export * from './business-hours';
export * from './knowledge';
export * from './rule-issues';
export * from './sms-follow-up';
export * from './structured-settings';
export * from './transfer-rules';
