import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { system } from './theme';

// The toast machinery loads right after the first paint instead of delaying it.
const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
