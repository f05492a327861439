import { Table, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableScroller } from './table-scroller';

/** One column: its header (also each card field's label on narrow screens) and how a row fills its cell. */
export interface ResponsiveColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  cellProps?: Table.CellProps;
}

interface ResponsiveTableProps<Row> {
  /** Names the scrolling region and the table. */
  label: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Extra attributes of a row, e.g. `data-call-id`. */
  rowProps?: (row: Row) => Table.RowProps & Record<`data-${string}`, string>;
  /** A full-width row after the rows (an empty or loading text); nothing when null or undefined. */
  placeholder?: ReactNode;
  interactive?: boolean;
  headerRowProps?: Table.RowProps;
  headerCellProps?: Table.ColumnHeaderProps;
  scrollerProps?: Omit<Table.ScrollAreaProps, 'children'>;
}

/** Hidden from the eye, still read by screen readers: the column headers stay the cells' headers on cards. */
const VISUALLY_HIDDEN: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
};

/**
 * Below md the same markup is laid out as stacked cards: one card per row, one "label value" line per cell, the
 * label being the column header (the cell's `data-label`, drawn by CSS so the text of the cell stays its value).
 */
const CARDS_BELOW_MD: SystemStyleObject = {
  mdDown: {
    display: 'block',
    '& thead': VISUALLY_HIDDEN,
    '& tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& tbody > tr': { display: 'block', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', paddingX: '3', paddingY: '2', bg: 'bg' },
    '& tbody > tr > td': {
      display: 'block',
      borderBottomWidth: '0',
      paddingX: '0',
      paddingY: '1',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      minWidth: '0',
    },
    '& tbody > tr > td[data-label]': {
      display: 'grid',
      gridTemplateColumns: '6rem minmax(0, 1fr)',
      columnGap: '3',
      alignItems: 'center',
      justifyItems: 'start',
    },
    '& tbody > tr > td[data-label] > *': { maxWidth: '100%', minWidth: '0' },
    '& tbody > tr > td[data-label]::before': { content: 'attr(data-label)', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  },
};

/**
 * A table from column definitions, in the focusable scrolling region of `TableScroller`; on narrow screens its rows
 * are stacked cards, so nothing runs off a phone's edge. The DOM is the same at every width.
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  placeholder,
  interactive,
  headerRowProps,
  headerCellProps,
  scrollerProps,
}: ResponsiveTableProps<Row>) {
  return (
    <TableScroller label={label} {...scrollerProps}>
      <Table.Root size="sm" interactive={interactive} aria-label={label} css={CARDS_BELOW_MD}>
        <Table.Header>
          <Table.Row {...headerRowProps}>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} {...headerCellProps}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.header} data-label={column.header} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {placeholder !== null && placeholder !== undefined && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py="6" color="gray.600">
                {placeholder}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </TableScroller>
  );
}
