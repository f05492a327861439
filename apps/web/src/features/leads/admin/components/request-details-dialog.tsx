import { Dialog, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { type DemoRequestDetails, useDemoRequest } from '../api/demo-request';
import { useLeadsLiveRefresh } from '../hooks/use-leads-live-refresh';
import { useRequestActions } from '../hooks/use-request-actions';
import { LeadHistory } from './lead-history';
import { NotesEditor } from './notes-editor';
import { formatTime, fullName, STATUS_LABELS } from './request-format';
import { ErasePersonalDataButton } from '../../../../components/erase-personal-data-button';
import { PersonalDataButton } from '../../../../components/personal-data-button';
import { StreamHistoryButton } from '../../../../components/stream-history/stream-history-button';

function details(request: DemoRequestDetails): [string, string][] {
  return [
    ['Name', fullName(request)],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Job Role', request.jobRole ?? '—'],
    ['Company', request.companyName ?? request.dealershipName ?? '—'],
    ['Dealer Type', request.dealerType ?? '—'],
    ['Website', request.websiteUrl ?? '—'],
    ['Status', STATUS_LABELS[request.status]],
    ['Submitted', formatTime(request.createdAt)],
    ['Contacted', request.contactedAt ? formatTime(request.contactedAt) : '—'],
  ];
}

function RequestDetails({
  request,
  onSaveNotes,
  readOnly,
}: {
  request: DemoRequestDetails;
  onSaveNotes: Parameters<typeof NotesEditor>[0]['onSave'];
  readOnly?: boolean;
}) {
  return (
    <Stack gap="6">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
        {details(request).map(([label, value]) => (
          <Stack key={label} gap="0" data-testid={`detail-${label.toLowerCase().replace(' ', '-')}`}>
            <Text as="dt" fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium" wordBreak="break-word">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {readOnly ? (
        <Stack gap="1" data-testid="detail-notes">
          <Heading as="h3" size="sm">
            Notes
          </Heading>
          <Text whiteSpace="pre-wrap">{request.notes || '—'}</Text>
        </Stack>
      ) : (
        <NotesEditor request={request} onSave={onSaveNotes} />
      )}
      <Stack gap="2">
        <Heading as="h3" size="sm">
          History
        </Heading>
        <LeadHistory entries={request.history} />
      </Stack>
    </Stack>
  );
}

/**
 * 'Request Details' for one request, kept fresh by live updates, or as it was at `asOf` (read-only); `onChanged`
 * reloads the page behind it.
 */
export function RequestDetailsDialog({
  id,
  asOf,
  onClose,
  onChanged,
  readOnly,
}: {
  id: string | null;
  asOf: string | null;
  onClose: () => void;
  onChanged: () => void;
  readOnly?: boolean;
}) {
  const { data, refresh } = useDemoRequest(id, asOf);
  useLeadsLiveRefresh(refresh, ({ changed }) => id !== null && changed.includes(id), asOf === null);
  const { saveNotes } = useRequestActions(() => {
    refresh();
    onChanged();
  });
  const request = id !== null && data?.demoRequest?.id === id ? data.demoRequest : null;

  return (
    <Dialog.Root open={id !== null} onOpenChange={(event) => !event.open && onClose()} size="lg" scrollBehavior="inside">
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Request Details</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {request ? (
            <RequestDetails
              request={request}
              readOnly={readOnly}
              onSaveNotes={(notes, expectedRevision) => saveNotes(request.id, notes, expectedRevision)}
            />
          ) : (
            <Spinner color="brand.solid" />
          )}
        </Dialog.Body>
        {request && (
          <Dialog.Footer justifyContent="start" gap="2" flexWrap="wrap">
            <StreamHistoryButton stream={`demo-request-${request.id}`} title={request.email} />
            {!readOnly && <PersonalDataButton email={request.email} />}
            {!readOnly && <ErasePersonalDataButton email={request.email} onErased={onClose} />}
          </Dialog.Footer>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
