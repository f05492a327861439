import { Badge, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { ProjectorState, SystemStatus } from '../api/system-status';
import { ProjectorFailurePanel } from './projector-failure-panel';
import type { ProjectorAction } from '../api/system-status';
import { TableScroller } from '../../../components/ui/table-scroller';

const STATUS_COLORS: Record<ProjectorState['status'], string> = { live: 'green', 'catching-up': 'blue', rebuilding: 'purple', failed: 'red' };

export function ProjectorsTable({
  status,
  busy,
  onAct,
}: {
  status: SystemStatus;
  busy: string | null;
  onAct: (name: string, action: ProjectorAction) => void;
}) {
  return (
    <TableScroller label="Projectors" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label="Projectors">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Projector</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Position</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {status.projectors.map((projector) => (
            <Fragment key={projector.name}>
              <Table.Row>
                <Table.Cell fontFamily="mono">{projector.name}</Table.Cell>
                <Table.Cell>v{projector.version}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_COLORS[projector.status]}>{projector.status}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {projector.position}
                  {/* A live projector's checkpoint may trail the head: the events in between do not concern it. */}
                  {projector.status !== 'live' && projector.position < status.headPosition && (
                    <Text as="span" color="gray.500">
                      {' '}
                      / {status.headPosition}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
              {projector.failure && (
                <Table.Row>
                  <Table.Cell colSpan={4}>
                    <ProjectorFailurePanel projector={projector} busy={busy === projector.name} onAct={(action) => onAct(projector.name, action)} />
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
