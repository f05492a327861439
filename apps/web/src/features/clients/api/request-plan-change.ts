import { useMutation } from 'urql';
import { graphql } from '@receptionist/graphql-documents';

export const REQUEST_PLAN_CHANGE = graphql(`
  mutation RequestPlanChange($plan: String!) {
    requestPlanChange(plan: $plan) {
      ...ClientFields
    }
  }
`);

export const useRequestPlanChange = () => useMutation(REQUEST_PLAN_CHANGE);
