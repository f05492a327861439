import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ReadCollection, sortValuesOf } from '@receptionist/read-store';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import type { CallLogSelection } from './call-log-filter';
import { CALL_LOG_ORDER } from './call-logs.handler';
import { callLogCsvLine, callLogsCsvHeader } from './call-logs-csv';

/** Calls read per page of an export: memory holds one page, whatever the size of the log. */
export const CSV_EXPORT_PAGE_SIZE = 200;

/**
 * The CSV of every call matching `where`, as chunks: the header, then one chunk per page of calls. Pages are read
 * one at a time as the consumer asks for more (a stream's backpressure), and each page becomes text before the next
 * is read. Between pages the event loop serves other requests: an embedded store answers synchronously, and a large
 * export must not hold the server for its whole length. No row cap.
 */
export async function* callLogsCsvChunks(
  calls: ReadCollection<CallLogDoc>,
  { where, search }: CallLogSelection,
  pageSize = CSV_EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  yield callLogsCsvHeader();
  let last: CallLogDoc | undefined;
  for (;;) {
    // Keyset paging (newest first, ties by id): each page seeks into the index, stable while calls arrive.
    const after = last ? sortValuesOf(last, CALL_LOG_ORDER) : undefined;
    const page = await calls.find({ where, search, orderBy: CALL_LOG_ORDER, limit: pageSize, after });
    if (page.length > 0) yield page.map(callLogCsvLine).join('');
    if (page.length < pageSize) return;
    last = page[page.length - 1];
    await nextTurn();
  }
}
