export * from './decider';
export * from './handle-command';
