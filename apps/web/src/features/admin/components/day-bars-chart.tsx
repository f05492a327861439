import { Box, Flex, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import type { DayTotals } from './page-views-summary';

const dayLabel = (day: string) => format(new Date(`${day}T00:00:00`), 'MMM d');

/**
 * One CSS bar per day (no chart library). The chart is an image with a summary label for screen readers; every
 * figure is also in the daily table below it. Hovering a bar shows its day and value.
 */
export function DayBarsChart({ days, metric, label, color }: { days: DayTotals[]; metric: 'views' | 'leads'; label: string; color: string }) {
  const max = Math.max(1, ...days.map((day) => day[metric]));
  const total = days.reduce((sum, day) => sum + day[metric], 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Box>
      <Flex role="img" aria-label={`${label}: ${total} in ${days.length} days`} align="end" gap="1px" height="40" borderBottomWidth="1px" pt="4">
        {days.map((day) => (
          <Box key={day.day} flex="1" height="full" display="flex" alignItems="end" title={`${dayLabel(day.day)}: ${day[metric]}`}>
            <Box
              width="full"
              bg={color}
              borderTopRadius="sm"
              height={`${(day[metric] / max) * 100}%`}
              minHeight={day[metric] > 0 ? '2px' : 0}
              _hover={{ opacity: 0.8 }}
            />
          </Box>
        ))}
      </Flex>
      {first && last && (
        <Flex justify="space-between" mt="1" fontSize="xs" color="gray.600" aria-hidden>
          <Text>{dayLabel(first.day)}</Text>
          <Text>max {max}</Text>
          <Text>{dayLabel(last.day)}</Text>
        </Flex>
      )}
    </Box>
  );
}
