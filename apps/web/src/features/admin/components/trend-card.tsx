import { Button, ButtonGroup, HStack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { TableScroller } from '../../../components/ui/table-scroller';
import { downloadCsv, type TrendColumn, trendCsv } from './trend-csv';

interface TrendCardProps<Row> {
  title: string;
  description?: string;
  /** The downloaded file's name, without the extension. */
  fileName: string;
  columns: readonly TrendColumn<Row>[];
  rows: readonly Row[];
  /** The chart of the same rows. */
  chart: ReactNode;
  /** A figure shown above the chart and the table (e.g. a median over the range). */
  summary?: ReactNode;
}

/** A trend as a chart or as an accessible table of the same figures, with a CSV download of them. */
export function TrendCard<Row>({ title, description, fileName, columns, rows, chart, summary }: TrendCardProps<Row>) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const toolbar = (
    <HStack gap="2" wrap="wrap">
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={`${title}: view`}>
        <Button aria-pressed={view === 'chart'} variant={view === 'chart' ? 'solid' : 'outline'} onClick={() => setView('chart')}>
          Chart
        </Button>
        <Button aria-pressed={view === 'table'} variant={view === 'table' ? 'solid' : 'outline'} onClick={() => setView('table')}>
          Table
        </Button>
      </ButtonGroup>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Download CSV of ${title}`}
        onClick={() => downloadCsv(`${fileName}.csv`, trendCsv(columns, rows))}
      >
        <Download aria-hidden /> Download CSV
      </Button>
    </HStack>
  );
  return (
    <SectionCard title={title} description={description} toolbar={toolbar}>
      {summary && <Text mb="3">{summary}</Text>}
      {view === 'chart' ? (
        chart
      ) : (
        <TableScroller label={`${title} table`} borderWidth="1px" borderRadius="md" maxHeight="96">
          <Table.Root size="sm" stickyHeader aria-label={`${title} table`}>
            <Table.Header>
              <Table.Row bg="gray.50">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.label} textAlign={column.numeric ? 'end' : undefined}>
                    {column.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={index}>
                  {columns.map((column) => (
                    <Table.Cell key={column.label} textAlign={column.numeric ? 'end' : undefined}>
                      {column.value(row) ?? '—'}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroller>
      )}
    </SectionCard>
  );
}
