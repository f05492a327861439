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
  const onPage = shown ?? Math.max(0, Math.min(total, offset + limit) - offset);
  return (
    <RangePager
      offset={offset}
      shown={onPage}
      total={total}
      totalCapped={totalCapped}
      hasPrevious={offset > 0}
      hasMore={hasMore ?? offset + onPage < total}
      onPrevious={() => onOffsetChange(Math.max(0, offset - limit))}
      onNext={() => onOffsetChange(offset + limit)}
    />
  );
}
