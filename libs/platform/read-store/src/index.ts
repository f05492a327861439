export * from './read-store.port';
export { ReadStoreInputError } from './read-store.errors';
export { SqliteReadStore, type SqliteReadStoreOptions } from './sqlite/sqlite-read-store';
export { MongoReadStore, type MongoReadStoreOptions } from './mongo/mongo-read-store';
