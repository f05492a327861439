import { Box } from '@chakra-ui/react';
import { usagePercent } from '@receptionist/contracts';

/** A progress bar of minutes used against the limit, capped at 100%. */
export function UsageBar({ used, limit, label = 'Minutes used' }: { used: number; limit: number; label?: string }) {
  const percent = usagePercent(used, limit);
  const color = percent >= 100 ? 'red.500' : percent >= 80 ? 'orange.400' : 'brand.solid';
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      bg="gray.100"
      rounded="full"
      h="2"
      overflow="hidden"
    >
      <Box h="full" width={`${percent}%`} bg={color} rounded="full" transition="width 0.3s" />
    </Box>
  );
}
