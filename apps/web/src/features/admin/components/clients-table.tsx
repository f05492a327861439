import { Badge, Button, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { PLANS } from '@receptionist/contracts';
import { format } from 'date-fns';
import { Pencil } from 'lucide-react';
import type { AdminClient } from '../api/admin-client-queries';
import { ClientStatusBadge } from './client-active-section';
import { TableScroller } from '../../../components/ui/table-scroller';

const COLUMNS = ['Business Name', 'Owner Email', 'Plan', 'Minutes Used', 'Status', 'Created', 'Actions'];

function PendingRequests({ client }: { client: AdminClient }) {
  if (!client.phoneNumberRequested && !client.requestedPlan) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {client.phoneNumberRequested && <Badge colorPalette="orange" size="sm">Number requested</Badge>}
      {client.requestedPlan && <Badge colorPalette="orange" size="sm">Plan change: {PLANS[client.requestedPlan].label}</Badge>}
    </HStack>
  );
}

function ClientRow({ client, onEdit }: { client: AdminClient; onEdit: (client: AdminClient) => void }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap="1">
          <Text fontWeight="medium">{client.businessName}</Text>
          {client.phoneNumber && (
            <Text fontSize="sm" color="gray.600">
              {client.phoneNumber}
            </Text>
          )}
          <PendingRequests client={client} />
        </Stack>
      </Table.Cell>
      <Table.Cell>{client.ownerEmail ?? '—'}</Table.Cell>
      <Table.Cell>{PLANS[client.planType].label}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {client.minutesUsed}/{client.minutesLimit}
      </Table.Cell>
      <Table.Cell>
        <ClientStatusBadge active={client.isActive} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{format(new Date(client.createdAt), 'MMM dd, yyyy')}</Table.Cell>
      <Table.Cell>
        <Button size="sm" variant="outline" onClick={() => onEdit(client)} aria-label={`Edit ${client.businessName}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** The admin's client table (spec: Business Name, Owner Email, Plan, Minutes Used used/limit, Status, Created, Actions). */
export function ClientsTable({ clients, loading, onEdit, label }: { clients: AdminClient[] | null; loading: boolean; onEdit: (client: AdminClient) => void; label: string }) {
  return (
    <TableScroller label={label} borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.50">
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clients?.map((client) => <ClientRow key={client.id} client={client} onEdit={onEdit} />)}
          {(loading || clients?.length === 0) && (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length} textAlign="center" py="8" color="gray.600">
                {loading ? <Spinner size="sm" aria-label="Loading clients" /> : 'No clients found'}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
