import { Button, HStack, Text } from '@chakra-ui/react';

export interface RangePagerProps {
  /** The first and last row shown (both 0 when the page is empty). */
  first: number;
  last: number;
  total: number;
  /** The count stopped at `total`: shown as "10,000+". */
  totalCapped?: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Showing 21–40 of 57' with Previous and Next: the pager's look; each list decides what the buttons do. */
export function RangePager({ first, last, total, totalCapped = false, canPrevious, canNext, onPrevious, onNext }: RangePagerProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="gray.600" data-testid="pager-range">
        Showing {first}–{last} of {total.toLocaleString()}
        {totalCapped ? '+' : ''}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={!canPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!canNext} onClick={onNext}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
