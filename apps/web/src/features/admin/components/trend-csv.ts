import Papa from 'papaparse';
import { saveFile } from '../../../lib/auth/download-file';

/** A column of a trend's table and CSV: its header and how a row shows it. */
export interface TrendColumn<Row> {
  label: string;
  value: (row: Row) => string | number | null;
  numeric?: boolean;
}

/** The CSV of a trend's rows: a header line of the column labels, then one line per row (empty cell for no value). */
export function trendCsv<Row>(columns: readonly TrendColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.label),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\n' },
  );
}

/** Offers `csv` as a file download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
