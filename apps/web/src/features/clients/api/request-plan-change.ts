import { useMutation } from 'urql';
import { graphql } from '../../../lib/graphql/generated';

export const REQUEST_PLAN_CHANGE = graphql(`
  mutation RequestPlanChange($plan: String!) {
    requestPlanChange(plan: $plan) {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);

export const useRequestPlanChange = () => useMutation(REQUEST_PLAN_CHANGE);
