import { Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useOwnerInbox } from '../api/owner-inbox';
import { SectionCard } from '../../../components/ui/section-card';

interface Figure {
  label: string;
  to: string;
  value: number | undefined;
}

/** Today (in the browser's time zone): appointments booked, messages waiting, transfers nobody answered; each opens its page. */
export function TodayCard() {
  const [{ data }] = useOwnerInbox();
  const today = data?.ownerInbox.today;
  const figures: Figure[] = [
    { label: 'Appointments booked', to: '/dashboard/appointments', value: today?.appointmentsBooked },
    { label: 'Messages waiting', to: '/dashboard/messages', value: today?.messagesWaiting },
    { label: 'Transfers missed', to: '/dashboard/calls', value: today?.transfersMissed },
  ];
  return (
    <SectionCard title="Today">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {figures.map((figure) => (
          <ChakraLink
            key={figure.label}
            asChild
            display="block"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            _hover={{ bg: 'gray.50', textDecoration: 'none' }}
          >
            <Link to={figure.to}>
              <Stack gap="1">
                <Text fontSize="sm" color="gray.600" fontWeight="medium">
                  {figure.label}
                </Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid="today-value">
                  {figure.value ?? '–'}
                </Text>
              </Stack>
            </Link>
          </ChakraLink>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
