import { Button, HStack, Text } from '@chakra-ui/react';

export interface RangePagerProps {
  /** Rows before this page. */
  offset: number;
  /** The rows on this page. */
  shown: number;
  total: number;
  /** The count stopped at `total`: shown as "10,000+". */
  totalCapped?: boolean;
  hasPrevious: boolean;
  hasMore: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Showing 21–40 of 57' with Previous and Next ("10,000+" when the count stopped there); the list decides what the buttons do. */
export function RangePager({ offset, shown, total, totalCapped = false, hasPrevious, hasMore, onPrevious, onNext }: RangePagerProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="gray.600" data-testid="pager-range">
        Showing {shown === 0 ? 0 : offset + 1}–{offset + shown} of {total.toLocaleString()}
        {totalCapped ? '+' : ''}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!hasMore} onClick={onNext}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
