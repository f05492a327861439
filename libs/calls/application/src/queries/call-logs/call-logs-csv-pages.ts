import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReadCollection, Where } from '@receptionist/read-store';
import type { CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { callLogCsvLine, callLogsCsvHeader } from './call-logs-csv';

/** Calls read per page of an export: memory holds one page, whatever the size of the log. */
export const CSV_EXPORT_PAGE_SIZE = 200;

const ORDER = [{ field: 'started_at', direction: 'desc' as const }, { field: 'id' }];

/** The calls after `last` in export order (newest first, ties by id): keyset paging, stable while calls arrive. */
function after(where: Where, last: CallLogDoc | undefined): Where {
  if (!last) return where;
  return { ...where, or: [{ started_at: { lt: last.started_at } }, { started_at: last.started_at, id: { gt: last.id } }] };
}

/**
 * The CSV of every call matching `where`, as chunks: the header, then one chunk per page of calls. Pages are read
 * one at a time as the consumer asks for more (a stream's backpressure), and each page becomes text before the next
 * is read. Between pages the event loop serves other requests: an embedded store answers synchronously, and a large
 * export must not hold the server for its whole length. No row cap.
 */
export async function* callLogsCsvChunks(calls: ReadCollection<CallLogDoc>, where: Where, pageSize = CSV_EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  yield callLogsCsvHeader();
  let last: CallLogDoc | undefined;
  for (;;) {
    const page = await calls.find({ where: after(where, last), orderBy: ORDER, limit: pageSize });
    if (page.length > 0) yield page.map(callLogCsvLine).join('');
    if (page.length < pageSize) return;
    last = page[page.length - 1];
    await nextTurn();
  }
}
