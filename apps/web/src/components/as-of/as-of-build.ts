import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '@receptionist/graphql-documents';
import { graphQLErrorMessage } from '../../lib/graphql/graphql-error';

export const AS_OF_BUILD = graphql(`
  query AsOfBuild($at: String!) {
    asOfBuild(at: $at) {
      at
      state
      progress
      eventsApplied
    }
  }
`);

const POLL_MS = 400;

export type AsOfBuildProgress =
  { state: 'live' } | { state: 'building'; progress: number; eventsApplied: number } | { state: 'ready' } | { state: 'failed'; message: string };

const STARTING: AsOfBuildProgress = { state: 'building', progress: 0, eventsApplied: 0 };

/** Starts the server's build of the read models as of `asOf` and follows it until they are ready. */
export function useAsOfBuild(asOf: string | null): AsOfBuildProgress {
  const client = useClient();
  const [followed, setFollowed] = useState<{ at: string; build: AsOfBuildProgress } | null>(null);

  useEffect(() => {
    if (!asOf) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const setBuild = (build: AsOfBuildProgress) => setFollowed({ at: asOf, build });
    const poll = async () => {
      const { data, error } = await client.query(AS_OF_BUILD, { at: asOf }, { requestPolicy: 'network-only' }).toPromise();
      if (!current) return;
      if (error || !data) return setBuild({ state: 'failed', message: error ? graphQLErrorMessage(error) : 'The view could not be built' });
      const { state, progress, eventsApplied } = data.asOfBuild;
      if (state === 'ready') return setBuild({ state: 'ready' });
      if (state === 'failed') return setBuild({ state: 'failed', message: 'The view could not be built; try again later' });
      setBuild({ state: 'building', progress, eventsApplied });
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, asOf]);

  if (!asOf) return { state: 'live' };
  return followed?.at === asOf ? followed.build : STARTING;
}
