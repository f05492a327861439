import { Box, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandLogo } from '../../components/ui/brand-logo';
import { AppSidebar } from './app-sidebar';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { NavItem } from './nav-items';
import { DrawerCloseButton } from '../../components/ui/drawer-close-button';

const SIDEBAR_WIDTH = '64';

/**
 * A signed-in area: a fixed sidebar on wide screens; below 768px a top bar whose menu button opens a slide-over. The
 * notification bell sits beside the logo (sidebar) or the menu button (top bar).
 */
export function AreaLayout({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box minH="100dvh" bg="gray.50">
      <Box as="aside" hideBelow="md" position="fixed" insetY="0" insetStart="0" width={SIDEBAR_WIDTH} bg="white" borderEndWidth="1px">
        <AppSidebar label={label} items={items} />
      </Box>
      <Flex
        as="header"
        hideFrom="md"
        align="center"
        justify="space-between"
        px="4"
        py="3"
        bg="white"
        borderBottomWidth="1px"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <BrandLogo />
        <Flex gap="1">
          <NotificationBell />
          <IconButton variant="ghost" aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <Menu />
          </IconButton>
        </Flex>
      </Flex>
      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop data-testid="sidebar-overlay" />
          <Drawer.Positioner>
            <Drawer.Content aria-label={`${label} menu`}>
              <AppSidebar label={label} items={items} onNavigate={() => setMenuOpen(false)} showBell={false} />
              <DrawerCloseButton label="Close menu" />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Box as="main" marginStart={{ base: '0', md: SIDEBAR_WIDTH }} p={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
