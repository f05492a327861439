import { useMutation } from 'urql';
import { graphql } from '../../../lib/graphql/generated';

export const REQUEST_PHONE_NUMBER = graphql(`
  mutation RequestPhoneNumber {
    requestPhoneNumber {
      id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
      planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt
    }
  }
`);

export const useRequestPhoneNumber = () => useMutation(REQUEST_PHONE_NUMBER);
