import { useMutation } from 'urql';
import { graphql } from '@receptionist/graphql-documents';

export const REQUEST_PHONE_NUMBER = graphql(`
  mutation RequestPhoneNumber {
    requestPhoneNumber {
      ...ClientFields
    }
  }
`);

export const useRequestPhoneNumber = () => useMutation(REQUEST_PHONE_NUMBER);
