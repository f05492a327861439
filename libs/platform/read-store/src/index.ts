export * from './read-store.port';
