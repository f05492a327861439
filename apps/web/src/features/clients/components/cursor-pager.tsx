import { RangePager } from '../../../components/ui/range-pager';
import type { useCursorPages } from '../../../hooks/use-cursor-pages';

interface CursorPagerProps {
  pages: ReturnType<typeof useCursorPages>;
  /** The page on screen (undefined while it loads). */
  page: { total: number; totalCapped?: boolean; shown: number; nextCursor: string | null } | undefined;
}

/** 'Showing 21–40 of 57' with Previous and Next, for a keyset-paged list (`useCursorPages`). */
export function CursorPager({ pages, page }: CursorPagerProps) {
  return (
    <RangePager
      offset={pages.offset}
      shown={page?.shown ?? 0}
      total={page?.total ?? 0}
      totalCapped={page?.totalCapped ?? false}
      hasPrevious={pages.hasPrevious}
      hasMore={Boolean(page?.nextCursor)}
      onPrevious={pages.previous}
      onNext={() => pages.next(page?.nextCursor ?? null)}
    />
  );
}
