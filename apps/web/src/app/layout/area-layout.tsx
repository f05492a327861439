import { Box, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandLogo } from '../../components/ui/brand-logo';
import { AppSidebar } from './app-sidebar';
import type { NavItem } from './nav-items';
import { DrawerCloseButton } from '../../components/ui/drawer-close-button';

const SIDEBAR_WIDTH = '64';

/** A signed-in area: a fixed sidebar on wide screens; below 768px a top bar whose menu button opens a slide-over. */
export function AreaLayout({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box minH="100dvh" bg="gray.50">
      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        position="fixed"
        insetY="0"
        insetStart="0"
        width={SIDEBAR_WIDTH}
        bg="white"
        borderEndWidth="1px"
      >
        <AppSidebar label={label} items={items} />
      </Box>
      <Flex
        as="header"
        display={{ base: 'flex', md: 'none' }}
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
        <IconButton variant="ghost" aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Menu />
        </IconButton>
      </Flex>
      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop data-testid="sidebar-overlay" />
          <Drawer.Positioner>
            <Drawer.Content aria-label={`${label} menu`}>
              <AppSidebar label={label} items={items} onNavigate={() => setMenuOpen(false)} />
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
