import { Button, HStack, Text } from '@chakra-ui/react';

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
    <HStack justify="space-between" gap="4" flexWrap="wrap">
      <Text color="gray.600" fontSize="sm" data-testid="pager-range">
        Showing {first}–{last} of {total.toLocaleString()}
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
