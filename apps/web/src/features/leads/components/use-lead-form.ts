import type { FormResult, LeadForm, LeadFormSubmission } from '@receptionist/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmitDemoRequestMutationVariables } from '@receptionist/graphql-documents';
import { toaster } from '../../../components/ui/toaster';
import { graphQLErrorCode, graphQLErrorMessage } from '../../../lib/graphql/graphql-error';
import { useSubmitDemoRequest } from '../api/submit-demo-request';
import { useIdempotencyKey } from './use-idempotency-key';

interface LeadFormOptions<Fields extends Record<string, string>> {
  form: LeadForm;
  initial: Fields;
  validate: (fields: Fields) => FormResult<Fields>;
  /** The 'Error' toast's message when sending fails (spec section 8); the book-demo forms share the default. */
  failureMessage?: string;
}

function showValidationError(message: string) {
  toaster.create({ type: 'error', title: 'Validation Error', description: message });
}

/**
 * State and submit handler of a public lead form: shared rules on submit (first failing message in a 'Validation
 * Error' toast), one idempotency key per submission, the honeypot's value, busy while sending, then /thank-you.
 */
export function useLeadForm<Fields extends Record<string, string>>({
  form,
  initial,
  validate,
  failureMessage = 'Failed to submit the form. Please try again.',
}: LeadFormOptions<Fields>) {
  const [fields, setFields] = useState(initial);
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const idempotency = useIdempotencyKey();
  const submitDemoRequest = useSubmitDemoRequest();
  const navigate = useNavigate();

  const setField = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sendingNow.current) return;
    const checked = validate(fields);
    if (!checked.ok) {
      showValidationError(checked.error);
      return;
    }
    const input = { form, ...checked.value, honeypot } as SubmitDemoRequestMutationVariables['input'] & LeadFormSubmission;
    sendingNow.current = true;
    setSending(true);
    const result = await submitDemoRequest({ input, idempotencyKey: idempotency.keyFor(input) });
    sendingNow.current = false;
    setSending(false);
    if (result.error) {
      if (graphQLErrorCode(result.error) === 'BAD_USER_INPUT') showValidationError(graphQLErrorMessage(result.error));
      else toaster.create({ type: 'error', title: 'Error', description: failureMessage });
      return;
    }
    idempotency.reset();
    await navigate('/thank-you');
  }

  return { fields, setField, honeypot, setHoneypot, sending, send };
}
