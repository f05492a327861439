import { Button, Table } from '@chakra-ui/react';
import { callTypeLabel, formatCallDuration } from '@receptionist/contracts';
import type { CallLog } from '../api/call-queries';
import { formatCallDate } from './format-date';
import { OutcomeBadge } from './outcome-badge';
import { TableScroller } from '../../../components/ui/table-scroller';

interface CallsTableProps {
  calls: readonly CallLog[];
  emptyText: string;
  /** When given, each caller number is a button that opens the call's details. */
  onOpen?: (call: CallLog) => void;
}

/** Caller, Duration, Outcome, Type, Date: the dashboard's recent calls and the full call log. */
export function CallsTable({ calls, emptyText, onOpen }: CallsTableProps) {
  return (
    <TableScroller label="Calls">
      <Table.Root size="sm" interactive={Boolean(onOpen)}>
        <Table.Header>
          <Table.Row>
            {['Caller', 'Duration', 'Outcome', 'Type', 'Date'].map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {calls.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" color="gray.600" py="6">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            calls.map((call) => (
              <Table.Row key={call.id} data-call-id={call.id}>
                <Table.Cell>
                  {onOpen ? (
                    <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" aria-label={`Details of the call from ${call.callerNumber}`} onClick={() => onOpen(call)}>
                      {call.callerNumber}
                    </Button>
                  ) : (
                    call.callerNumber
                  )}
                </Table.Cell>
                <Table.Cell>{formatCallDuration(call.durationSeconds)}</Table.Cell>
                <Table.Cell>
                  <OutcomeBadge outcome={call.outcome} />
                </Table.Cell>
                <Table.Cell>{callTypeLabel(call.callType)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatCallDate(call.startedAt)}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
