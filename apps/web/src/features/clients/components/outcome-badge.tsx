import { Badge } from '@chakra-ui/react';
import { outcomeLabel, outcomeStyle } from '@receptionist/contracts';

const PALETTES: Record<string, string> = {
  booked_appointment: 'green',
  completed: 'blue',
  missed: 'red',
  voicemail: 'orange',
  information: 'purple',
};

/** The outcome's label, coloured by its style (an unknown or missing outcome looks like voicemail). */
export function OutcomeBadge({ outcome }: { outcome: string | null }) {
  const style = outcomeStyle(outcome);
  return (
    <Badge colorPalette={PALETTES[style]} data-outcome-style={style}>
      {outcomeLabel(outcome)}
    </Badge>
  );
}
