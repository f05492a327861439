import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AreaPage } from '../../../components/ui/area-page';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { downloadEvents } from '../api/download-events';
import { useEventLog } from '../api/event-log';
import { EMPTY_EVENT_FILTER, EventFilters, type EventFilterForm, toEventLogFilter } from '../components/event-filters';
import { EventRow } from '../components/event-row';

/** /admin/events: the global event log newest first, filtered, with each event's data, metadata, stream and correlation. */
export function EventExplorerPage() {
  usePageMeta('Events', 'The event log: every fact the product recorded, newest first.');
  const [form, setForm] = useState<EventFilterForm>(EMPTY_EVENT_FILTER);
  const filter = useMemo(() => toEventLogFilter(form), [form]);
  const { events, error, loading, hasMore, loadMore } = useEventLog(filter);
  const download = (format: 'ndjson' | 'csv') =>
    downloadEvents(filter, format).catch((failure: unknown) =>
      toaster.create({ type: 'error', title: 'Error', description: failure instanceof Error ? failure.message : String(failure) }),
    );
  const exportButtons = (
    <HStack gap="2">
      {(['ndjson', 'csv'] as const).map((format) => (
        <Button key={format} size="sm" variant="outline" onClick={() => void download(format)}>
          <Download aria-hidden /> Download {format.toUpperCase()}
        </Button>
      ))}
    </HStack>
  );

  return (
    <AreaPage title="Events" description="Every fact the product recorded, newest first: filter, open one, follow its stream or correlation.">
      <SectionCard title="Event log" toolbar={exportButtons}>
        <Stack gap="4">
          <EventFilters key={JSON.stringify(form)} value={form} onApply={setForm} />
          {error && (
            <Text color="red.600" role="alert">
              {error}
            </Text>
          )}
          {events === null && loading && <Spinner color="brand.solid" />}
          {events?.length === 0 && <Text>No events match these filters.</Text>}
          <Stack as="ol" gap="2" listStyleType="none" aria-label="Events">
            {events?.map((event) => (
              <EventRow
                key={event.eventId}
                event={event}
                onCorrelation={(correlationId) => setForm({ ...EMPTY_EVENT_FILTER, correlationId })}
                onCause={(eventId) => setForm({ ...EMPTY_EVENT_FILTER, eventId })}
              />
            ))}
          </Stack>
          {hasMore && (
            <Button alignSelf="start" variant="outline" loading={loading} onClick={loadMore}>
              Load more
            </Button>
          )}
        </Stack>
      </SectionCard>
    </AreaPage>
  );
}
