import { Badge, Button, Text } from '@chakra-ui/react';
import type { DemoRequestStatus } from '@receptionist/contracts';
import type { DemoRequestRow } from '../api/demo-requests';
import type { ActionOutcome } from '../hooks/use-request-actions';
import { RowStatusSelect } from './row-status-select';
import { formatDate, formTypeLabel, fullName, STATUS_OPTIONS } from './request-format';
import { type ResponsiveColumn, ResponsiveTable } from '../../../../components/ui/responsive-table';

interface RequestsTableProps {
  requests: DemoRequestRow[];
  loaded: boolean;
  onChangeStatus: (id: string, status: DemoRequestStatus, expectedRevision: number) => Promise<ActionOutcome>;
  onView: (id: string) => void;
  /** An analyst's view: the status is shown, not changed. */
  readOnly?: boolean;
}

function columns({
  onChangeStatus,
  onView,
  readOnly,
}: Pick<RequestsTableProps, 'onChangeStatus' | 'onView' | 'readOnly'>): ResponsiveColumn<DemoRequestRow>[] {
  return [
    { header: 'Date', cell: (request) => formatDate(request.createdAt), cellProps: { whiteSpace: 'nowrap' } },
    { header: 'Name', cell: fullName, cellProps: { fontWeight: 'medium' } },
    {
      header: 'Contact',
      cell: (request) => (
        <div>
          <Text>{request.email}</Text>
          <Text color="gray.600" fontSize="xs">
            {request.phone}
          </Text>
        </div>
      ),
    },
    { header: 'Company', cell: (request) => request.companyName ?? '—' },
    { header: 'Type', cell: (request) => formTypeLabel(request.formType) },
    {
      header: 'Status',
      cell: (request) =>
        readOnly ? (
          <Badge data-testid="request-status">{STATUS_OPTIONS.find((option) => option.value === request.status)?.label ?? request.status}</Badge>
        ) : (
          <RowStatusSelect request={request} name={fullName(request)} onChange={onChangeStatus} />
        ),
      cellProps: { minW: { md: '36' } },
    },
    {
      header: 'Actions',
      cell: (request) => (
        <Button size="xs" variant="outline" justifySelf="start" onClick={() => onView(request.id)} aria-label={`View ${fullName(request)}`}>
          View
        </Button>
      ),
    },
  ];
}

/** The demo requests table: Date, Name, Contact, Company, Type, Status (inline selector), Actions (View). */
export function RequestsTable({ requests, loaded, onChangeStatus, onView, readOnly }: RequestsTableProps) {
  return (
    <ResponsiveTable
      label="Demo requests"
      columns={columns({ onChangeStatus, onView, readOnly })}
      rows={requests}
      rowKey={(request) => request.id}
      rowProps={(request) => ({ 'data-request-id': request.id })}
      placeholder={loaded && requests.length === 0 ? 'No requests found' : null}
      scrollerProps={{ bg: { md: 'white' }, borderWidth: { base: '0', md: '1px' }, borderRadius: 'lg' }}
    />
  );
}
