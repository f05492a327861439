import { Table } from '@chakra-ui/react';
import { format } from 'date-fns';
import type { DayTotals, PathTotals } from './page-views-summary';
import { TableScroller } from '../../../components/ui/table-scroller';

function FiguresTable<T>({ label, first, rows, cells }: { label: string; first: string; rows: T[]; cells: (row: T) => [string, number, number] }) {
  return (
    <TableScroller label={label} borderWidth="1px" borderRadius="md" maxHeight="96">
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{first}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Page Views</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Leads</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const [name, views, leads] = cells(row);
            return (
              <Table.Row key={name}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell textAlign="end">{views}</Table.Cell>
                <Table.Cell textAlign="end">{leads}</Table.Cell>
              </Table.Row>
            );
          })}
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={3} textAlign="center" color="gray.600" py="6">
                No page views in this range
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}

export function TopPathsTable({ paths }: { paths: PathTotals[] }) {
  return <FiguresTable label="Top pages" first="Page" rows={paths} cells={(path) => [path.path, path.views, path.leads]} />;
}

/** Newest day first. */
export function DailyTable({ days }: { days: DayTotals[] }) {
  return (
    <FiguresTable
      label="Daily figures"
      first="Day"
      rows={[...days].reverse()}
      cells={(day) => [format(new Date(`${day.day}T00:00:00`), 'MMM dd, yyyy'), day.views, day.leads]}
    />
  );
}
