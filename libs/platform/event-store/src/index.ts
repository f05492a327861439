export * from './event-store.port';
export * from './event-store.errors';
export { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export { KurrentDbEventStore, KURRENTDB_MAX_APPEND_BYTES, type KurrentDbEventStoreOptions } from './kurrentdb/kurrentdb-event-store';
export { PRODUCT_STREAM_PREFIXES } from './kurrentdb/kurrentdb-scope';
export { isUuid } from './event-envelope';
export { upcastingEventStore } from './upcasting-event-store';
