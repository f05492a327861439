import { useMutation } from 'urql';
import { graphql, type AppointmentFieldsFragment, type AppointmentsQueryVariables } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import { INBOX_PROJECTORS } from './live-projectors';

export type Appointment = AppointmentFieldsFragment;

export const APPOINTMENT_FIELDS = graphql(`
  fragment AppointmentFields on Appointment {
    id
    callId
    agent
    kind
    startsAt
    customerName
    vehicle
    concern
    status
    bookedAt
    callerNumber
  }
`);

export const APPOINTMENTS = graphql(`
  query Appointments($when: String!, $agent: String, $first: Int, $after: String) {
    appointments(when: $when, agent: $agent, first: $first, after: $after) {
      total
      nextCursor
      items {
        ...AppointmentFields
      }
    }
  }
`);

export const SET_APPOINTMENT_STATUS = graphql(`
  mutation SetAppointmentStatus($id: ID!, $status: String!) {
    setAppointmentStatus(id: $id, status: $status) {
      ...AppointmentFields
    }
  }
`);

/** One page of the owner's upcoming or past appointments, kept current by live updates. */
export const useAppointments = (variables: AppointmentsQueryVariables) => useLiveQuery(APPOINTMENTS, INBOX_PROJECTORS, variables);

export const useSetAppointmentStatus = () => useMutation(SET_APPOINTMENT_STATUS);
