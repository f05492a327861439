export { ALL_PROJECTORS, BOUNDED_CONTEXTS, type BoundedContext } from './bounded-contexts';
export { EVENT_UPCASTERS, withUpcasters } from './event-upcasters';
