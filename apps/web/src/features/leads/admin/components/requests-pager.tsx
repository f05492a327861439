import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous/Next over pages of `pageSize`, with the range shown and the total. */
export function RequestsPager({ offset, pageSize, total, onOffsetChange }: {
  offset: number;
  pageSize: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + pageSize, total);
  return (
    <HStack justify="space-between" gap="4" flexWrap="wrap">
      <Text color="gray.600" fontSize="sm" data-testid="pager-range">
        Showing {first}–{last} of {total.toLocaleString()}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={offset + pageSize >= total} onClick={() => onOffsetChange(offset + pageSize)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
