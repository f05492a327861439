import { RangePager } from '../../../components/ui/range-pager';

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  /** Keyset paging: whether a next page exists (default: judged from the total). */
  hasMore?: boolean;
  /** The rows on this page (default: judged from the total). */
  shown?: number;
  /** The count stopped at `total`: shown as "10,000+". */
  totalCapped?: boolean;
}

/** 'Showing 21–40 of 57' with Previous and Next. */
export function Pager({ offset, limit, total, onOffsetChange, hasMore, shown, totalCapped = false }: PagerProps) {
  const last = shown === undefined ? Math.min(total, offset + limit) : offset + shown;
  const first = last === offset ? 0 : offset + 1;
  return (
    <RangePager
      first={first}
      last={last}
      total={total}
      totalCapped={totalCapped}
      canPrevious={offset > 0}
      canNext={hasMore === undefined ? last < total : hasMore}
      onPrevious={() => onOffsetChange(Math.max(0, offset - limit))}
      onNext={() => onOffsetChange(offset + limit)}
    />
  );
}
