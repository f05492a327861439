export { ALL_PROJECTORS, BOUNDED_CONTEXTS, type BoundedContext } from './bounded-contexts';
export { EVENT_UPCASTERS, withUpcasters } from './event-upcasters';
export {
  type Subject,
  SUBJECT_ACCESS_SCHEMA_VERSION,
  type SubjectAccessExport,
  type SubjectAccessSources,
  subjectAccessExport,
} from './privacy/subject-access';
export { EVENT_LOG_SCAN_MAX, type EventLogPage, type EventLogQuery, readEventLogPage } from './history/event-log-page';
