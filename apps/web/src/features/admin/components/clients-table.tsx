import type { PlanType } from '@receptionist/contracts';
import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { PLANS } from '@receptionist/contracts';
import { format } from 'date-fns';
import { Pencil } from 'lucide-react';
import type { AdminClient } from '../api/admin-clients';
import { ClientStatusBadge } from './client-active-section';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table';

function PendingRequests({ client }: { client: AdminClient }) {
  if (!client.phoneNumberRequested && !client.requestedPlan) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {client.phoneNumberRequested && (
        <Badge colorPalette="orange" size="sm">
          Number requested
        </Badge>
      )}
      {client.requestedPlan && (
        <Badge colorPalette="orange" size="sm">
          Plan change: {PLANS[client.requestedPlan as PlanType].label}
        </Badge>
      )}
    </HStack>
  );
}

/** Without `onEdit` (an analyst's read-only view) the table has no Actions column. */
function columns(onEdit: ((client: AdminClient) => void) | undefined): ResponsiveColumn<AdminClient>[] {
  const all: ResponsiveColumn<AdminClient>[] = [
    {
      header: 'Business Name',
      cell: (client) => (
        <Stack gap="1">
          <Text fontWeight="medium">{client.businessName}</Text>
          {client.phoneNumber && (
            <Text fontSize="sm" color="gray.600">
              {client.phoneNumber}
            </Text>
          )}
          <PendingRequests client={client} />
        </Stack>
      ),
    },
    { header: 'Owner Email', cell: (client) => client.ownerEmail ?? '—' },
    { header: 'Plan', cell: (client) => PLANS[client.planType as PlanType].label },
    { header: 'Minutes Used', cell: (client) => `${client.minutesUsed}/${client.minutesLimit}`, cellProps: { whiteSpace: 'nowrap' } },
    { header: 'Status', cell: (client) => <ClientStatusBadge active={client.isActive} /> },
    { header: 'Created', cell: (client) => format(new Date(client.createdAt), 'MMM dd, yyyy'), cellProps: { whiteSpace: 'nowrap' } },
    {
      header: 'Actions',
      cell: (client) => (
        <Button size="sm" variant="outline" justifySelf="start" onClick={() => onEdit?.(client)} aria-label={`Edit ${client.businessName}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      ),
    },
  ];
  return onEdit ? all : all.slice(0, -1);
}

/** The admin's client table (spec: Business Name, Owner Email, Plan, Minutes Used used/limit, Status, Created, Actions). */
export function ClientsTable({
  clients,
  loading,
  onEdit,
  label,
}: {
  clients: AdminClient[] | null;
  loading: boolean;
  onEdit?: (client: AdminClient) => void;
  label: string;
}) {
  return (
    <ResponsiveTable
      label={label}
      columns={columns(onEdit)}
      rows={clients ?? []}
      rowKey={(client) => client.id}
      placeholder={loading ? <Spinner size="sm" role="status" aria-label="Loading clients" /> : clients?.length === 0 ? 'No clients found' : null}
      interactive
      headerRowProps={{ bg: 'gray.50' }}
      headerCellProps={{ whiteSpace: 'nowrap' }}
      scrollerProps={{ borderWidth: { base: '0', md: '1px' }, borderRadius: 'md' }}
    />
  );
}
