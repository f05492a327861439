import { List, Text } from '@chakra-ui/react';
import type { DemoRequestHistoryEntry } from '../api/demo-request';
import { formatTime, STATUS_LABELS } from './request-format';

function describe(entry: DemoRequestHistoryEntry): string {
  const by = entry.byEmail ? ` by ${entry.byEmail}` : '';
  switch (entry.kind) {
    case 'submitted':
      return 'Submitted';
    case 'status_changed':
      return `Status changed${by}: ${entry.from ? STATUS_LABELS[entry.from] : '?'} → ${entry.to ? STATUS_LABELS[entry.to] : '?'}`;
    case 'notes_saved':
      return `Notes saved${by}`;
  }
}

/** The request's events, oldest first: submitted, each status change (who, when, from → to), notes saved. */
export function LeadHistory({ entries }: { entries: DemoRequestHistoryEntry[] }) {
  return (
    <List.Root as="ol" gap="2" ps="5" aria-label="History">
      {entries.map((entry) => (
        <List.Item key={entry.revision}>
          <Text as="span">{describe(entry)}</Text>{' '}
          <Text as="span" color="gray.600" fontSize="sm">
            {formatTime(entry.at)}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
