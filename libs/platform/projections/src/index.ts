export { defineProjector, physicalCollectionName } from './projector';
export type { Projector, ProjectorDefinition, ProjectionContext, ProjectionHandler } from './projector';
export type { DocumentChange } from './batch-context';
export { inMemoryProjectionContext } from './in-memory-projection-context';
export { ProjectionHandlerError } from './apply-event';
export { ProjectionRunner, ProjectionRunner as ProjectionEngine } from './projection-runner';
export type { CatchUpProgress, ProjectionRunnerOptions, ProjectorStatus, ProjectionCommitted, RunUntil, WaitForOptions } from './projection-runner';
export { collectionOwners, readModelsOf } from './read-models';
export type { ReadModels } from './read-models';
export { AS_OF_ANCHORS_DIRECTORY, readModelsAsOf } from './as-of-read-models';
export type { AsOfReadModels } from './as-of-read-models';
export { rebuildProjections } from './rebuild-projections';
export type { RebuildOptions, RebuildProgress, RebuildUntil } from './rebuild-projections';
export { isLeaseLost } from './leases/projection-leases.port';
export type { Lease, LeaseRecord, ProjectionLeases } from './leases/projection-leases.port';
export { ReadStoreProjectionLeases } from './leases/read-store-projection-leases';
export { PROJECTOR_STATE_COLLECTION, readProjectorStates, requestProjectorAction } from './projector-state.store';
export type {
  ProjectorAction,
  ProjectorActionRequestDoc,
  ProjectorBuild,
  ProjectorFailure,
  ProjectorState,
  ProjectorStateDoc,
  ProjectorStatusName,
} from './projector-state.store';
export { EventLoopSlices } from './yield-to-event-loop';
export { ProcessManager } from './process-manager/process-manager';
export type { ProcessManagerDefinition, ProcessManagerOptions } from './process-manager/process-manager';
export { LeasedRounds, type LeasedRoundsOptions } from './process-manager/leased-rounds';
export { ProcessManagerState } from './process-manager/process-manager-state';
