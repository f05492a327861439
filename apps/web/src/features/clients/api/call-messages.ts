import { useMutation } from 'urql';
import { graphql, type CallMessageFieldsFragment, type CallMessagesQueryVariables } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { INBOX_PROJECTORS } from './live-projectors';

export type CallMessage = CallMessageFieldsFragment;

export const CALL_MESSAGE_FIELDS = graphql(`
  fragment CallMessageFields on CallMessage {
    id
    callId
    agent
    callerName
    callbackNumber
    text
    urgency
    handled
    takenAt
    handledAt
  }
`);

export const CALL_MESSAGES = graphql(`
  query CallMessages($status: String!, $first: Int, $after: String) {
    callMessages(status: $status, first: $first, after: $after) {
      total
      nextCursor
      items {
        ...CallMessageFields
      }
    }
  }
`);

export const MARK_MESSAGE_HANDLED = graphql(`
  mutation MarkMessageHandled($id: ID!, $handled: Boolean!) {
    markMessageHandled(id: $id, handled: $handled) {
      ...CallMessageFields
    }
  }
`);

/** One page of the owner's messages (unhandled first), kept current by live updates. */
export const useCallMessages = (variables: CallMessagesQueryVariables) => useLiveQuery(CALL_MESSAGES, INBOX_PROJECTORS, variables);

export const useMarkMessageHandled = () => useMutation(MARK_MESSAGE_HANDLED);
