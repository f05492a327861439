export { ALL_PROJECTORS, BOUNDED_CONTEXTS, type BoundedContext } from './bounded-contexts';
export { EVENT_UPCASTERS, withUpcasters } from './event-upcasters';
export {
  type Subject,
  SUBJECT_ACCESS_SCHEMA_VERSION,
  type SubjectAccessExport,
  type SubjectAccessSources,
  subjectAccessExport,
} from './privacy/subject-access';
