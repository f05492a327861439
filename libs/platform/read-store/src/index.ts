export * from './read-store.port';
export { ReadStoreConfigurationError, ReadStoreConflictError, ReadStoreFencedError, ReadStoreInputError } from './read-store.errors';
export { SqliteReadStore, type SqliteReadStoreOptions } from './sqlite/sqlite-read-store';
export { MongoReadStore, type MongoReadStoreOptions, mongoDatabaseName } from './mongo/mongo-read-store';
export { decodePageCursor, encodePageCursor, sortValuesOf } from './page-cursor';
export { foldText, searchTerms, type SearchTerms } from './search-terms';
export type { PageInfo } from './page-info';
export { KeysetPageType, pageInfoOf } from './page-info.type';
