import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useId } from 'react';

interface LeadFormCardProps {
  title: string;
  subtitle?: string;
  onSubmit: (event: FormEvent) => void;
  /** Let the browser check `required` fields before our rules run (the contact page); otherwise only our rules. */
  browserValidation?: boolean;
  children: ReactNode;
}

/** A titled card holding one lead form; the form is named by its heading. */
export function LeadFormCard({ title, subtitle, onSubmit, browserValidation = false, children }: LeadFormCardProps) {
  const headingId = useId();
  return (
    <Box bg="white" borderWidth="1px" borderRadius="2xl" boxShadow="sm" p={{ base: '5', md: '8' }} position="relative">
      <Stack gap="2" mb="6">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} color="gray.900">
          {title}
        </Heading>
        {subtitle && <Text color="gray.600">{subtitle}</Text>}
      </Stack>
      <Stack asChild gap="4">
        <form aria-labelledby={headingId} noValidate={!browserValidation} onSubmit={onSubmit}>
          {children}
        </form>
      </Stack>
    </Box>
  );
}
