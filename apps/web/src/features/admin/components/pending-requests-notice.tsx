import { Flex, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { graphql, type PendingRequestsFieldsFragment } from '@receptionist/graphql-documents';
import { ButtonLink } from '../../../components/ui/button-link';

/** The counts of owners' requests waiting on an admin, spread into the overview query. */
export const PENDING_REQUESTS_FIELDS = graphql(`
  fragment PendingRequestsFields on ClientsOverview {
    phoneNumberRequests
    planChangeRequests
  }
`);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Owners waiting on an admin (counted across all clients on the server), with a link to the filtered list (as of the same instant). */
export function PendingRequestsNotice({ overview, asOf }: { overview: PendingRequestsFieldsFragment | null; asOf: string | null }) {
  const numbers = overview?.phoneNumberRequests ?? 0;
  const plans = overview?.planChangeRequests ?? 0;
  if (numbers + plans === 0) return null;
  const waiting = [
    numbers > 0 && plural(numbers, 'phone number request', 'phone number requests'),
    plans > 0 && plural(plans, 'plan change request', 'plan change requests'),
  ];
  return (
    <Flex
      as="section"
      aria-label="Pending requests"
      align="center"
      gap="3"
      p="4"
      borderRadius="md"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      wrap="wrap"
    >
      <BellRing aria-hidden color="var(--chakra-colors-orange-600)" />
      <Stack gap="0" flex="1">
        <Text fontWeight="semibold">Clients are waiting on you</Text>
        <Text color="gray.700">{waiting.filter(Boolean).join(' and ')}</Text>
      </Stack>
      <ButtonLink to={`/admin/clients?${new URLSearchParams({ requests: 'any', ...(asOf ? { asOf } : {}) })}`} size="sm" variant="outline">
        Review
      </ButtonLink>
    </Flex>
  );
}
