import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { siteInfo } from '../../../config/site-info';
import { BrandLogo } from '../../../components/ui/brand-logo';

const footerLinks = [
  { label: 'Features', to: '/#features' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Demo', to: '/demo' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];

export function SiteFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" py="12">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="8">
          <Stack gap="3" maxW="sm">
            <Box bg="white" px="3" py="2" borderRadius="md" alignSelf="flex-start">
              <BrandLogo />
            </Box>
            <Text fontSize="sm">The 24/7 AI phone receptionist for car dealerships and local businesses.</Text>
            <Link href={siteInfo.phoneHref} color="white" fontSize="sm">
              {siteInfo.phoneDisplay}
            </Link>
          </Stack>
          <Box as="nav" aria-label="Footer">
            <Flex as="ul" listStyleType="none" wrap="wrap" columnGap="6" rowGap="3" maxW="md">
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <Link asChild color="gray.100" _hover={{ color: 'white' }}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Flex>
          </Box>
        </Flex>
        <Text mt="10" fontSize="xs" color="gray.400">
          © {new Date().getFullYear()} {siteInfo.brandName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
