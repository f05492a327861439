import { useEffect, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { graphql, type SystemStatusQuery } from '@receptionist/graphql-documents';
import { toaster } from '../../../components/ui/toaster';
import { graphQLErrorMessage } from '../../../lib/graphql/graphql-error';
import { RETRY_PROJECTOR } from './retry-projector';
import { SKIP_PROJECTOR } from './skip-projector';

export type SystemStatus = SystemStatusQuery['systemStatus'];
export type ProjectorState = SystemStatus['projectors'][number];
export type ProjectorFailure = NonNullable<ProjectorState['failure']>;

export const SYSTEM_STATUS = graphql(`
  query SystemStatus {
    systemStatus {
      ...SystemStatusFields
    }
  }
`);

/** Projector positions move with every event; the page polls while it is open. */
const POLL_MS = 5000;

export type ProjectorAction = 'retry' | 'skip';

/** The system status, polled; `act` retries or skips a failed projector and shows the outcome as a toast. */
export function useSystemStatus() {
  const urql = useClient();
  const [result, reexecute] = useQuery({ query: SYSTEM_STATUS, requestPolicy: 'network-only' });
  const [latest, setLatest] = useState<SystemStatus | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (result.data) setLatest(result.data.systemStatus);
  }, [result.data]);
  useEffect(() => {
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [reexecute]);
  useEffect(() => {
    if (result.error) toaster.create({ type: 'error', title: 'Error', description: 'Failed to load the system status' });
  }, [result.error]);

  async function act(name: string, action: ProjectorAction) {
    setBusy(name);
    const answer =
      action === 'retry'
        ? await urql
            .mutation(RETRY_PROJECTOR, { name })
            .toPromise()
            .then((result) => ({ error: result.error, status: result.data?.retryProjector }))
        : await urql
            .mutation(SKIP_PROJECTOR, { name })
            .toPromise()
            .then((result) => ({ error: result.error, status: result.data?.skipProjector }));
    setBusy(null);
    if (answer.error) return toaster.create({ type: 'error', title: 'Error', description: graphQLErrorMessage(answer.error) });
    const status: SystemStatus | undefined = answer.status;
    if (!status) return;
    setLatest(status);
    const failed = status.projectors.find((projector) => projector.name === name)?.status === 'failed';
    toaster.create(
      failed
        ? { type: 'error', title: 'Still Failing', description: `${name} failed again; see the error` }
        : { type: 'success', title: action === 'retry' ? 'Projector Resumed' : 'Event Skipped', description: `${name} is running again` },
    );
  }

  return { status: latest, busy, act };
}
