export * from './decider';
export * from './fold';
export * from './given-when-then';
export * from './uuid-from-hash';
export * from './upcaster';
export * from './actor';
export * from './personal-data';
export * from './zoned-time';
