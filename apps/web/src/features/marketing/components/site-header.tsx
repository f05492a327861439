import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ButtonLink } from '../../../components/ui/button-link';

export type HeaderLink = { label: string; to: string };

export type HeaderNav = {
  links: HeaderLink[];
  signIn: HeaderLink;
  bookDemo: HeaderLink;
};

export const siteNav: HeaderNav = {
  links: [
    { label: 'Features', to: '/#features' },
    { label: 'FAQ', to: '/#faq' },
    { label: 'Contact', to: '/contact' },
  ],
  signIn: { label: 'Login', to: '/auth' },
  bookDemo: { label: 'Book a Demo', to: '/book-demo' },
};

export const faqNav: HeaderNav = {
  links: [
    { label: 'Features', to: '/#features' },
    { label: 'Pricing', to: '/#pricing' },
  ],
  signIn: { label: 'Sign In', to: '/auth' },
  bookDemo: { label: 'Book Demo', to: '/book-demo' },
};

function NavLinks({ nav, onNavigate }: { nav: HeaderNav; onNavigate?: () => void }) {
  return (
    <>
      {nav.links.map((link) => (
        <Link key={link.to} asChild color="gray.700" fontWeight="medium" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={link.to} onClick={onNavigate}>
            {link.label}
          </RouterLink>
        </Link>
      ))}
      <ButtonLink to={nav.signIn.to} variant="outline" colorPalette="brand" size="sm" onClick={onNavigate}>
        {nav.signIn.label}
      </ButtonLink>
      <ButtonLink to={nav.bookDemo.to} colorPalette="brand" size="sm" onClick={onNavigate}>
        {nav.bookDemo.label}
      </ButtonLink>
    </>
  );
}

/** Sticky site header; below 768px the links fold into a menu button. */
export function SiteHeader({ nav = siteNav }: { nav?: HeaderNav }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white/90" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <BrandLogo />
          <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
            <NavLinks nav={nav} />
          </HStack>
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X /> : <Menu />}
          </IconButton>
        </Flex>
        {menuOpen && (
          <Stack as="nav" id="mobile-menu" aria-label="Main" display={{ base: 'flex', md: 'none' }} gap="4" pt="4" pb="2" align="stretch">
            <NavLinks nav={nav} onNavigate={closeMenu} />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
