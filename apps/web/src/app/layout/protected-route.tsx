import { Flex, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth/use-auth';
import { type ProtectedArea, redirectFor } from './access-rules';

/** Shows 'Loading...' while the session is checked, then the children or a redirect; follows the session live. */
export function ProtectedRoute({ area, children }: { area: ProtectedArea; children: ReactNode }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const target = redirectFor(area, { ...auth, signedOutHere: auth.client.signedOutHere }, pathname);
  if (auth.status === 'loading') {
    return (
      <Flex minH="100dvh" direction="column" align="center" justify="center" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text color="gray.600">Loading...</Text>
      </Flex>
    );
  }
  if (target) return <Navigate to={target} replace />;
  return children;
}
