import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AnnouncementBanner } from './announcement-banner';
import { SiteFooter } from './site-footer';
import { type HeaderNav, SiteHeader } from './site-header';

export function MarketingLayout({ children, nav, banner = false }: { children: ReactNode; nav?: HeaderNav; banner?: boolean }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Link href="#main" position="absolute" left="2" top="-20" zIndex="skipLink" bg="white" px="4" py="2" borderRadius="md" _focus={{ top: '2' }}>
        Skip to content
      </Link>
      {banner && <AnnouncementBanner />}
      <SiteHeader nav={nav} />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
