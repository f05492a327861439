import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type AlertItem, useAlerts } from '../api/alerts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function AlertRow({ alert }: { alert: AlertItem }) {
  return (
    <Box as="li" listStyleType="none" px="3" py="2" borderRadius="md" bg={alert.unread ? 'brand.50' : undefined}>
      <Link to={alert.path}>
        <Text fontWeight={alert.unread ? 'semibold' : 'normal'}>{alert.subject}</Text>
        <Text fontSize="xs" color="gray.600">
          {when(alert.at)}
        </Text>
      </Link>
    </Box>
  );
}

/** The bell: the count of unread alerts and, on a click, the latest alerts (newest first) with "Mark all read". */
export function NotificationBell() {
  const { alerts, marking, markAllRead } = useAlerts();
  const unread = alerts?.unread ?? 0;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        {/* Named by its text, not an aria-label: the visible count is part of the name (axe: label-content-name-mismatch). */}
        <IconButton variant="ghost" position="relative">
          <Bell aria-hidden />
          <VisuallyHidden>Notifications</VisuallyHidden>
          {unread > 0 && (
            <Badge position="absolute" top="0" insetEnd="0" colorPalette="red" variant="solid" size="xs" borderRadius="full">
              {unread > 99 ? '99+' : unread}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(90vw, 22rem)" aria-label="Notifications">
            <Popover.Body p="2">
              <Flex justify="space-between" align="center" px="3" py="2" gap="2">
                <Text fontWeight="semibold">Notifications</Text>
                <Button size="xs" variant="outline" disabled={unread === 0} loading={marking} onClick={() => void markAllRead()}>
                  Mark all read
                </Button>
              </Flex>
              {alerts && alerts.items.length > 0 ? (
                <Stack as="ul" gap="1" maxH="24rem" overflowY="auto" aria-label="Alerts">
                  {alerts.items.map((alert) => (
                    <AlertRow key={alert.id} alert={alert} />
                  ))}
                </Stack>
              ) : (
                <Text px="3" py="4" color="gray.600">
                  No alerts yet.
                </Text>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
