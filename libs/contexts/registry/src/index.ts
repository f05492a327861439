export { ALL_PROJECTORS, BOUNDED_CONTEXTS, type BoundedContext } from './bounded-contexts';
export { EVENT_UPCASTERS, PERSONAL_DATA_RULES, personalDataCodec, readableEventStore, withUpcasters } from './event-upcasters';
export {
  type Subject,
  SUBJECT_ACCESS_SCHEMA_VERSION,
  type SubjectAccessExport,
  type SubjectAccessSources,
  subjectAccessExport,
} from './privacy/subject-access';
export { EVENT_LOG_SCAN_MAX, type EventLogPage, type EventLogQuery, readEventLogPage } from './history/event-log-page';
export {
  ERASURE_STREAM_PREFIX,
  type ErasureOutcome,
  type ErasureSources,
  erasePersonalData,
  NOTHING_TO_ERASE,
  PERSONAL_DATA_ERASED,
} from './privacy/erase-personal-data';
export { sealStoredPersonalData } from './privacy/seal-stored-personal-data';
export { openReadableEventStore } from './privacy/open-readable-event-store';
