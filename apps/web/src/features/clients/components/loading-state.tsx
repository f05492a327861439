import { Flex, Spinner, Text } from '@chakra-ui/react';

/** The client area's spinner while its data loads, or the load error. */
export function LoadingState({ error }: { error?: Error | null }) {
  if (error) {
    return (
      <Text role="alert" color="red.600">
        Could not load your account: {error.message}
      </Text>
    );
  }
  return (
    <Flex py="16" direction="column" align="center" gap="3" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Flex>
  );
}
