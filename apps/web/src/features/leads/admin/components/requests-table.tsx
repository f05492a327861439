import { Button, Table, Text } from '@chakra-ui/react';
import type { DemoRequestStatus } from '@receptionist/contracts';
import type { DemoRequestRow } from '../api/demo-request-queries';
import type { ActionOutcome } from '../hooks/use-request-actions';
import { RowStatusSelect } from './row-status-select';
import { formatDate, formTypeLabel, fullName } from './request-format';
import { TableScroller } from '../../../../components/ui/table-scroller';

interface RequestsTableProps {
  requests: DemoRequestRow[];
  loaded: boolean;
  onChangeStatus: (id: string, status: DemoRequestStatus, expectedRevision: number) => Promise<ActionOutcome>;
  onView: (id: string) => void;
}

const COLUMNS = ['Date', 'Name', 'Contact', 'Company', 'Type', 'Status', 'Actions'];

/** The demo requests table: Date, Name, Contact, Company, Type, Status (inline selector), Actions (View). */
export function RequestsTable({ requests, loaded, onChangeStatus, onView }: RequestsTableProps) {
  return (
    <TableScroller label="Demo requests" bg="white" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label="Demo requests">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loaded && requests.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length} textAlign="center" py="8" color="gray.600">
                No requests found
              </Table.Cell>
            </Table.Row>
          )}
          {requests.map((request) => {
            const name = fullName(request);
            return (
              <Table.Row key={request.id} data-request-id={request.id}>
                <Table.Cell whiteSpace="nowrap">{formatDate(request.createdAt)}</Table.Cell>
                <Table.Cell fontWeight="medium">{name}</Table.Cell>
                <Table.Cell>
                  <Text>{request.email}</Text>
                  <Text color="gray.600" fontSize="xs">
                    {request.phone}
                  </Text>
                </Table.Cell>
                <Table.Cell>{request.companyName ?? '—'}</Table.Cell>
                <Table.Cell>{formTypeLabel(request.formType)}</Table.Cell>
                <Table.Cell minW="36">
                  <RowStatusSelect request={request} name={name} onChange={onChangeStatus} />
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => onView(request.id)} aria-label={`View ${name}`}>
                    View
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
