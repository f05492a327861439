export * from './analytics.errors';
export * from './bot-user-agent';
export * from './day-range';
export * from './page-view.commands';
export * from './page-view.decider';
export * from './page-view.events';
export * from './referrer-host';
export * from './tracked-path';
