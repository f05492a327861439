import type { useCursorPages } from '../../hooks/use-cursor-pages';
import type { PageInfo } from '../../lib/graphql/page-info-fields';
import { RangePager } from './range-pager';

interface KeysetPagerProps {
  pages: ReturnType<typeof useCursorPages>;
  /** The rows on the page on screen. */
  shown: number;
  /** The page on screen's PageInfo (undefined while it loads). */
  pageInfo: PageInfo | undefined;
}

/** 'Showing 21–40 of 57' with Previous and Next, for a keyset-paged list (`useCursorPages`). */
export function KeysetPager({ pages, shown, pageInfo }: KeysetPagerProps) {
  return (
    <RangePager
      offset={pages.offset}
      shown={shown}
      total={pageInfo?.total ?? 0}
      totalCapped={pageInfo?.totalCapped ?? false}
      hasPrevious={pages.hasPrevious}
      hasMore={pageInfo?.hasMore ?? false}
      onPrevious={pages.previous}
      onNext={() => pages.next(pageInfo?.endCursor ?? null)}
    />
  );
}
