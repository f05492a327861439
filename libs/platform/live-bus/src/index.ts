export type { LiveBus, LiveDocumentChange, LiveFact, LiveListener, LiveNotification } from './live-bus.port';
export { InMemoryLiveBus } from './in-memory-live-bus';
export { SqliteLiveBus, type SqliteLiveBusOptions } from './sqlite-live-bus';
export { MongoLiveBus, type MongoLiveBusOptions } from './mongo-live-bus';
