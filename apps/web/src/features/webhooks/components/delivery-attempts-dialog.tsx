import { Badge, Code, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useWebhookDeliveryDetail, type WebhookDelivery } from '../api/webhook-deliveries';
import { formatInstant } from './format-instant';

interface DeliveryAttemptsDialogProps {
  delivery: WebhookDelivery | null;
  onClose: () => void;
}

/** One delivery's attempts (newest first: answer, latency, error, next try) and the exact body sent. */
export function DeliveryAttemptsDialog({ delivery, onClose }: DeliveryAttemptsDialogProps) {
  const { detail, error } = useWebhookDeliveryDetail(delivery?.id ?? null);
  return (
    <Dialog.Root open={delivery !== null} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Delivery attempts</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {delivery && (
            <Text fontSize="sm" color="gray.600" mb="3" wordBreak="break-all">
              Delivery id (Receptionist-Delivery-Id): <Code>{delivery.id}</Code>
            </Text>
          )}
          {error ? (
            <Text color="red.600">{error.message}</Text>
          ) : !detail ? (
            <Spinner size="sm" role="status" aria-label="Loading attempts" />
          ) : (
            <Stack gap="4">
              {detail.attempts.length === 0 ? (
                <Text color="gray.600">Not attempted yet.</Text>
              ) : (
                <Stack as="ol" gap="2" listStyleType="none" aria-label="Attempts">
                  {detail.attempts.map((attempt) => (
                    <Stack as="li" key={attempt.attempt} gap="1" p="3" borderWidth="1px" borderRadius="md">
                      <Text fontWeight="semibold">
                        Attempt {attempt.attempt} · {formatInstant(attempt.at)}{' '}
                        <Badge colorPalette={attempt.succeeded ? 'green' : 'red'}>{attempt.succeeded ? 'Accepted' : 'Failed'}</Badge>
                      </Text>
                      <Text fontSize="sm">
                        {attempt.statusCode === null ? 'No answer' : `HTTP ${attempt.statusCode}`}
                        {attempt.latencyMs === null ? '' : ` · ${attempt.latencyMs} ms`}
                      </Text>
                      {attempt.error && (
                        <Text fontSize="sm" color="red.700" wordBreak="break-word">
                          {attempt.error}
                        </Text>
                      )}
                      {attempt.nextAttemptAt && <Text fontSize="sm">Next attempt: {formatInstant(attempt.nextAttemptAt)}</Text>}
                    </Stack>
                  ))}
                </Stack>
              )}
              <Stack gap="1">
                <Text fontWeight="semibold">Body sent</Text>
                {/* Focusable: a scrolling region must be reachable from the keyboard. */}
                <Code
                  as="pre"
                  p="3"
                  whiteSpace="pre-wrap"
                  wordBreak="break-all"
                  display="block"
                  maxH="60"
                  overflow="auto"
                  tabIndex={0}
                  aria-label="Body sent"
                >
                  {prettyJson(detail.body)}
                </Code>
              </Stack>
            </Stack>
          )}
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
