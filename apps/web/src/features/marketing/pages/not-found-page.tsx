import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ButtonLink } from '../../../components/ui/button-link';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('Page Not Found', 'The page you are looking for does not exist.');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container as="main" maxW="xl" minH="100dvh" display="flex" alignItems="center" justifyContent="center">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="6xl" color="gray.900">
          404
        </Heading>
        <Text fontSize="xl" color="gray.600">
          Oops! Page not found
        </Text>
        <ButtonLink to="/" colorPalette="brand">
          Return to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
