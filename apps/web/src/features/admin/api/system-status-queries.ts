export interface ProjectorFailure {
  position: number;
  eventId: string | null;
  type: string | null;
  error: string;
}

export interface ProjectorState {
  name: string;
  version: number;
  status: 'catching-up' | 'live' | 'failed' | 'rebuilding';
  position: number;
  failure: ProjectorFailure | null;
}

export interface SystemStatus {
  eventStore: string;
  readStore: string;
  headPosition: number;
  projectors: ProjectorState[];
}

const STATUS_FIELDS = 'eventStore readStore headPosition projectors { name version status position failure { position eventId type error } }';

export const SYSTEM_STATUS = /* GraphQL */ `query SystemStatus { systemStatus { ${STATUS_FIELDS} } }`;
export interface SystemStatusData {
  systemStatus: SystemStatus;
}

export const RETRY_PROJECTOR = /* GraphQL */ `
  mutation RetryProjector($name: String!) { retryProjector(name: $name) { ${STATUS_FIELDS} } }
`;
export const SKIP_PROJECTOR = /* GraphQL */ `
  mutation SkipProjector($name: String!) { skipProjector(name: $name) { ${STATUS_FIELDS} } }
`;
