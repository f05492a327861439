import { RangePager } from '../../../../components/ui/range-pager';

/** Previous/Next over keyset pages, with the range shown and the total ("10,000+" when the count stopped there). */
export function RequestsPager({ offset, shown, total, totalCapped, hasPrevious, hasMore, onPrevious, onNext }: {
  offset: number;
  shown: number;
  total: number;
  totalCapped: boolean;
  hasPrevious: boolean;
  hasMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const first = shown === 0 ? 0 : offset + 1;
  const last = offset + shown;
  return (
    <RangePager
      first={first}
      last={last}
      total={total}
      totalCapped={totalCapped}
      canPrevious={hasPrevious}
      canNext={hasMore}
      onPrevious={onPrevious}
      onNext={onNext}
    />
  );
}
