export * from './business-clock';
export * from './inbound-call-answer';
export * from './transfer-choice';
