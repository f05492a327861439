import { Button, HStack, Text } from '@chakra-ui/react';

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
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="gray.600" data-testid="pager-range">
        Showing {first}–{last} of {total.toLocaleString()}
        {totalCapped ? '+' : ''}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={hasMore === undefined ? last >= total : !hasMore} onClick={() => onOffsetChange(offset + limit)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
