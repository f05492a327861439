export * from './decider';
export * from './fold';
export * from './given-when-then';
export * from './uuid-from-hash';
