import { Button } from '@chakra-ui/react';
import { callTypeLabel, formatCallDuration } from '@receptionist/contracts';
import type { CallLog } from '../api/call-row-fields';
import { formatCallDate } from './format-date';
import { OutcomeBadge } from './outcome-badge';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table';

interface CallsTableProps {
  calls: readonly CallLog[];
  emptyText: string;
  /** When given, each caller number is a button that opens the call's details. */
  onOpen?: (call: CallLog) => void;
}

function columns(onOpen?: (call: CallLog) => void): ResponsiveColumn<CallLog>[] {
  return [
    {
      header: 'Caller',
      cell: (call) =>
        onOpen ? (
          <Button
            variant="plain"
            size="sm"
            px="0"
            h="auto"
            color="brand.fg"
            justifyContent="start"
            aria-label={`Details of the call from ${call.callerNumber}`}
            onClick={() => onOpen(call)}
          >
            {call.callerNumber}
          </Button>
        ) : (
          call.callerNumber
        ),
    },
    { header: 'Duration', cell: (call) => formatCallDuration(call.durationSeconds) },
    { header: 'Outcome', cell: (call) => <OutcomeBadge outcome={call.outcome} /> },
    { header: 'Type', cell: (call) => callTypeLabel(call.callType) },
    { header: 'Date', cell: (call) => formatCallDate(call.startedAt), cellProps: { whiteSpace: 'nowrap' } },
  ];
}

/** Caller, Duration, Outcome, Type, Date: the dashboard's recent calls and the full call log. */
export function CallsTable({ calls, emptyText, onOpen }: CallsTableProps) {
  return (
    <ResponsiveTable
      label="Calls"
      columns={columns(onOpen)}
      rows={calls}
      rowKey={(call) => call.id}
      rowProps={(call) => ({ 'data-call-id': call.id })}
      placeholder={calls.length === 0 ? emptyText : null}
      interactive={Boolean(onOpen)}
    />
  );
}
