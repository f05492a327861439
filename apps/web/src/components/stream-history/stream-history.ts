import { useQuery } from 'urql';
import { graphql, type StreamHistoryQuery } from '@receptionist/graphql-documents';

export type StreamEvent = StreamHistoryQuery['streamHistory']['events'][number];

export const STREAM_HISTORY = graphql(`
  query StreamHistory($stream: String!) {
    streamHistory(stream: $stream) {
      stream
      truncated
      events {
        revision
        type
        occurredAt
        actorEmail
        changes {
          field
          before
          after
          personalBefore
          personalAfter
        }
      }
    }
  }
`);

/** Every event of one entity stream (admins and analysts), asked when the history opens. */
export const useStreamHistory = (stream: string, open: boolean) =>
  useQuery({ query: STREAM_HISTORY, variables: { stream }, pause: !open, requestPolicy: 'network-only' });
