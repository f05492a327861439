import { Button, HStack, Text } from '@chakra-ui/react';

interface PagerProps {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

/** 'Showing 21–40 of 57' with Previous and Next. */
export function Pager({ offset, limit, total, onOffsetChange }: PagerProps) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + limit);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="gray.600" data-testid="pager-range">
        Showing {first}–{last} of {total}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={last >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
