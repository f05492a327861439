import { Text } from '@chakra-ui/react';
import type { RuleIssue } from '@receptionist/contracts';

/** The messages of the rules broken exactly at `path` (e.g. `week.mon.0`), shown under the part they concern. */
export function RuleErrors({ issues, path }: { issues: readonly RuleIssue[] | undefined; path: string }) {
  const messages = [...new Set((issues ?? []).filter((issue) => issue.path === path).map((issue) => issue.message))];
  if (!messages.length) return null;
  return (
    <>
      {messages.map((message) => (
        <Text key={message} role="alert" color="red.600" fontSize="sm">
          {message}
        </Text>
      ))}
    </>
  );
}
