import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { HoneypotField } from './honeypot-field';

/** The sending state of a lead form, as `useLeadForm` returns it. */
interface LeadFormState {
  honeypot: string;
  setHoneypot: (value: string) => void;
  sending: boolean;
  send: (event: FormEvent) => void;
}

interface LeadFormCardProps {
  title: string;
  subtitle?: string;
  lead: LeadFormState;
  submitLabel: string;
  sendingLabel: string;
  /** Let the browser check `required` fields before our rules run (the contact page); otherwise only our rules. */
  browserValidation?: boolean;
  children: ReactNode;
}

/** A titled card holding one lead form (named by its heading): its fields, the bots' honeypot and the submit button. */
export function LeadFormCard({ title, subtitle, lead, submitLabel, sendingLabel, browserValidation = false, children }: LeadFormCardProps) {
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
        <form aria-labelledby={headingId} noValidate={!browserValidation} onSubmit={lead.send}>
          {children}
          <HoneypotField value={lead.honeypot} onValueChange={lead.setHoneypot} />
          <Button type="submit" colorPalette="brand" size="lg" disabled={lead.sending}>
            {lead.sending ? sendingLabel : submitLabel}
          </Button>
        </form>
      </Stack>
    </Box>
  );
}
