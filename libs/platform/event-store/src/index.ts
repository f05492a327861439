export * from './event-store.port';
export * from './event-store.errors';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export { KurrentDbEventStore, type KurrentDbEventStoreOptions } from './kurrentdb/kurrentdb-event-store';
