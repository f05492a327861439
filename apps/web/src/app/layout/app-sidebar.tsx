import { Badge, Button, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { CircleUser, LogOut } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router-dom';
import { userLabel } from '../../lib/auth/session-access';
import { useAuth } from '../../lib/auth/use-auth';
import { BrandLogo } from '../../components/ui/brand-logo';
import { NavBadge } from '../../lib/nav-badges';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { NavItem } from './nav-items';

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <NavLink to={item.to} end={item.end} onClick={onNavigate}>
      {({ isActive }) => (
        <HStack
          px="3"
          py="2"
          borderRadius="md"
          gap="3"
          fontWeight="medium"
          bg={isActive ? 'brand.50' : undefined}
          color={isActive ? 'brand.700' : 'gray.700'}
          _hover={{ bg: isActive ? 'brand.50' : 'gray.100' }}
        >
          <Icon as={item.icon} boxSize="4" aria-hidden />
          <Text flex="1">{item.label}</Text>
          <NavBadge path={item.to} />
        </HStack>
      )}
    </NavLink>
  );
}

/** The sidebar's content: logo, the area's links, the account link, the user label with role tag, and Logout. */
export function AppSidebar({
  label,
  items,
  onNavigate,
  showBell = true,
}: {
  label: string;
  items: readonly NavItem[];
  onNavigate?: () => void;
  /** The slide-over menu leaves it out: the top bar above it has the bell. */
  showBell?: boolean;
}) {
  const { user, isAdmin, isAnalyst, client } = useAuth();
  const role = isAdmin ? 'Admin' : isAnalyst ? 'Analyst' : 'Client';
  const navigate = useNavigate();

  // Leave the protected area first, or losing the session would redirect to /auth. The home page's module is loaded
  // before navigating, so the protected page is gone by the time the session ends.
  async function logout() {
    await import('../../features/marketing/pages/landing-page');
    await navigate('/', { replace: true });
    await client.signOut('local').catch(() => undefined);
  }

  return (
    <Flex direction="column" height="full" gap="6" p="4">
      <HStack px="2" justify="space-between">
        <BrandLogo />
        {showBell && <NotificationBell />}
      </HStack>
      <Stack as="nav" aria-label={label} gap="1" flex="1">
        {items.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        <SidebarLink item={{ label: 'Account', to: '/account', icon: CircleUser }} onNavigate={onNavigate} />
      </Stack>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <HStack justify="space-between" px="2" gap="2">
          <Text fontWeight="semibold" truncate data-testid="user-label">
            {userLabel(user?.email)}
          </Text>
          <Badge colorPalette={isAdmin ? 'purple' : isAnalyst ? 'teal' : 'brand'}>{role}</Badge>
        </HStack>
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut aria-hidden /> Logout
        </Button>
      </Stack>
    </Flex>
  );
}
