import { KeysetPager } from '../../../components/ui/keyset-pager';
import type { useCursorPages } from '../../../hooks/use-cursor-pages';

interface CursorPagerProps {
  pages: ReturnType<typeof useCursorPages>;
  /** The page on screen (undefined while it loads). */
  page: { total: number; shown: number; nextCursor: string | null } | undefined;
}

/** The keyset pager for a list that answers a `nextCursor` (null on the last page) and an exact total instead of a PageInfo. */
export function CursorPager({ pages, page }: CursorPagerProps) {
  return (
    <KeysetPager
      pages={pages}
      shown={page?.shown ?? 0}
      pageInfo={page && { total: page.total, totalCapped: false, hasMore: Boolean(page.nextCursor), endCursor: page.nextCursor }}
    />
  );
}
