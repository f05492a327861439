import { graphql } from '../../../lib/graphql/generated';
import type { SystemStatusQuery } from '../../../lib/graphql/generated/graphql';

export type SystemStatus = SystemStatusQuery['systemStatus'];
export type ProjectorState = SystemStatus['projectors'][number];
export type ProjectorFailure = NonNullable<ProjectorState['failure']>;

export const SYSTEM_STATUS = graphql(`
  query SystemStatus {
    systemStatus { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }
  }
`);

export const RETRY_PROJECTOR = graphql(`
  mutation RetryProjector($name: String!) {
    retryProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }
  }
`);
export const SKIP_PROJECTOR = graphql(`
  mutation SkipProjector($name: String!) {
    skipProjector(name: $name) { eventStore readStore headPosition projectors { name version status position failure { position eventId type error } } }
  }
`);
