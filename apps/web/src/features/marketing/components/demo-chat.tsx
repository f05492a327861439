import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { DemoMessage } from './use-scripted-demo';

export function DemoChat({ messages }: { messages: DemoMessage[] }) {
  return (
    <Stack
      role="log"
      aria-label="Demo conversation"
      aria-live="polite"
      tabIndex={0}
      minH="200px"
      maxH="400px"
      overflowY="auto"
      gap="3"
      p="4"
      bg="gray.50"
      borderRadius="xl"
      borderWidth="1px"
      data-testid="demo-chat"
    >
      {messages.map((message, index) => (
        <Flex key={index} justify={message.role === 'user' ? 'flex-end' : 'flex-start'}>
          <Box
            maxW="80%"
            px="4"
            py="2.5"
            borderRadius="2xl"
            bg={message.role === 'user' ? 'brand.solid' : 'white'}
            color={message.role === 'user' ? 'white' : 'gray.800'}
            borderWidth={message.role === 'user' ? '0' : '1px'}
            data-testid="demo-message"
          >
            <Text srOnly>{message.role === 'user' ? 'You:' : 'AI Receptionist:'}</Text>
            <Text>{message.text}</Text>
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
