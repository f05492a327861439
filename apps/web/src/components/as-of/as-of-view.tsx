import { Box, Progress, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { formatInstant } from './as-of-instant';
import { type AsOfBuildProgress, useAsOfBuild } from './as-of-build';
import { AsOfPicker } from './as-of-picker';
import { useAsOfParam } from './use-as-of-param';

function AsOfBanner({ asOf, build }: { asOf: string; build: AsOfBuildProgress }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="blue.200" bg="blue.50" rounded="md" px="4" py="3">
      <Stack gap="2">
        <Text fontWeight="medium" color="blue.900">
          Showing the business as of {formatInstant(asOf)}. Live updates are paused.
        </Text>
        {build.state === 'building' && (
          <Progress.Root value={Math.round(build.progress * 100)} size="sm" colorPalette="blue" aria-label="Building the view">
            <Progress.Label fontSize="sm" color="blue.900">
              Replaying the history up to that instant… {Math.round(build.progress * 100)}% ({build.eventsApplied.toLocaleString('en-US')} events)
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {build.state === 'failed' && <Text color="red.700">{build.message}</Text>}
      </Stack>
    </Box>
  );
}

/**
 * The "as of" picker above a screen, and the screen itself: live, or as of the instant in the address (`?asOf=`)
 * once the server has built its read models (a banner says so; the screen is rebuilt for each instant).
 */
export function AsOfView({ children }: { children: (asOf: string | null) => ReactNode }) {
  const [asOf, setAsOf] = useAsOfParam();
  const build = useAsOfBuild(asOf);
  return (
    <Stack gap="6">
      <AsOfPicker key={asOf ?? 'live'} asOf={asOf} onChange={setAsOf} />
      {asOf && <AsOfBanner asOf={asOf} build={build} />}
      {(!asOf || build.state === 'ready') && <Fragment key={asOf ?? 'live'}>{children(asOf)}</Fragment>}
    </Stack>
  );
}
