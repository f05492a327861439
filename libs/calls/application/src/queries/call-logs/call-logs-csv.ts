import { callTypeLabel, formatCallDuration, outcomeLabel } from '@receptionist/contracts';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

const HEADER = ['Date', 'Caller', 'Duration', 'Duration (seconds)', 'Outcome', 'Type', 'Sentiment', 'Topic', 'Summary'];
const PHONE_LIKE = /^[+\-\d\s()]+$/;

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula gets a leading apostrophe (phone numbers keep their +). */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !PHONE_LIKE.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: readonly unknown[]) => `${cells.map(cell).join(',')}\r\n`;

/** The header line (CRLF-terminated). */
export function callLogsCsvHeader(): string {
  return line(HEADER);
}

/** One call as a CSV line with the dashboard's labels (CRLF-terminated); only the exported columns, never the transcript. */
export function callLogCsvLine(doc: CallLogDoc): string {
  return line([
    doc.started_at,
    doc.caller_number,
    formatCallDuration(doc.duration_seconds),
    doc.duration_seconds,
    outcomeLabel(doc.outcome),
    callTypeLabel(doc.call_type),
    doc.sentiment,
    doc.topic,
    doc.summary,
  ]);
}

/** The rows as CSV with a header line, CRLF line ends, labels as the dashboard shows them. */
export function callLogsToCsv(docs: readonly CallLogDoc[]): string {
  return callLogsCsvHeader() + docs.map(callLogCsvLine).join('');
}
