import { Button, HStack, Text } from '@chakra-ui/react';
import type { AdminClientList } from '../api/admin-clients';

/** "Showing N of M clients" and the button that loads the next page from the server. */
export function ClientsListFooter({ list }: { list: AdminClientList }) {
  if (!list.clients) return null;
  const total = `${list.total.toLocaleString('en-US')}${list.totalIsExact ? '' : '+'}`;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="gray.600" aria-live="polite">
        Showing {list.clients.length.toLocaleString('en-US')} of {total} clients
      </Text>
      {list.hasMore && (
        <Button size="sm" variant="outline" onClick={list.loadMore} loading={list.loadingMore}>
          Load more
        </Button>
      )}
    </HStack>
  );
}
