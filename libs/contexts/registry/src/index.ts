export { ALL_PROJECTORS, BOUNDED_CONTEXTS, type BoundedContext } from './bounded-contexts';
