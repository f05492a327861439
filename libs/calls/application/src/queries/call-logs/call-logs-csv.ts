import { callTypeLabel, formatCallDuration, outcomeLabel } from '@receptionist/contracts';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';

const HEADER = ['Date', 'Caller', 'Duration', 'Duration (seconds)', 'Outcome', 'Type', 'Sentiment', 'Topic', 'Summary'];
const PHONE_LIKE = /^[+\-\d\s()]+$/;

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula gets a leading apostrophe (phone numbers keep their +). */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !PHONE_LIKE.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV with a header line, CRLF line ends, labels as the dashboard shows them. */
export function callLogsToCsv(docs: readonly CallLogDoc[]): string {
  const rows = docs.map((doc) => [
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
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
