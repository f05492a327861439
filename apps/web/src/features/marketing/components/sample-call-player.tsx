import { Box, Button, Collapsible, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, Pause, Play } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formatClock } from './format-clock';
import { sampleCallTranscript } from './sample-call-transcript';
import { useAudioPlayer } from './use-audio-player';

export const SAMPLE_CALL_SRC = '/audio/sample-call.mp3';
const BAR_COUNT = 30;
const KEYBOARD_STEP_SECONDS = 5;
// Fixed pseudo-random heights so the decorative waveform looks the same on every render.
const barHeights = Array.from({ length: BAR_COUNT }, (_, i) => 30 + Math.round(Math.abs(Math.sin(i * 1.7) * 55 + Math.cos(i * 0.6) * 15)));

/** A player for the sample call: play/pause, a seekable progress bar, 30 decorative bars and the transcript. */
export function SampleCallPlayer() {
  const { audioRef, playing, currentTime, duration, toggle, seek } = useAudioPlayer();
  const progress = duration > 0 ? currentTime / duration : 0;

  const seekToPointer = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    seek(((event.clientX - rect.left) / rect.width) * duration);
  };

  const seekWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: currentTime + KEYBOARD_STEP_SECONDS,
      ArrowUp: currentTime + KEYBOARD_STEP_SECONDS,
      ArrowLeft: currentTime - KEYBOARD_STEP_SECONDS,
      ArrowDown: currentTime - KEYBOARD_STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    seek(targets[event.key]);
  };

  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" shadow="lg" p={{ base: '4', md: '6' }} w="full">
      <audio ref={audioRef} src={SAMPLE_CALL_SRC} preload="metadata" />
      <Flex align="center" gap={{ base: '3', md: '5' }}>
        <IconButton aria-label={playing ? 'Pause sample call' : 'Play sample call'} colorPalette="brand" rounded="full" size="xl" onClick={toggle}>
          {playing ? <Pause /> : <Play />}
        </IconButton>
        <Stack flex="1" gap="3" minW="0">
          <HStack aria-hidden="true" gap="1" h="12" align="center" data-testid="player-bars">
            {barHeights.map((height, index) => (
              <Box
                key={index}
                flex="1"
                h={`${height}%`}
                borderRadius="full"
                bg={index / BAR_COUNT < progress ? 'brand.solid' : 'brand.emphasized'}
                transition="background 0.2s"
              />
            ))}
          </HStack>
          <Box
            role="slider"
            tabIndex={0}
            aria-label="Sample call position"
            aria-valuemin={0}
            aria-valuemax={Math.round(duration)}
            aria-valuenow={Math.round(currentTime)}
            aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
            onClick={seekToPointer}
            onKeyDown={seekWithKeys}
            h="2"
            bg="gray.200"
            borderRadius="full"
            cursor="pointer"
            position="relative"
            data-testid="player-progress"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <Box h="full" w={`${progress * 100}%`} bg="brand.solid" borderRadius="full" pointerEvents="none" />
          </Box>
          <HStack justify="space-between" fontSize="sm" color="gray.600" fontVariantNumeric="tabular-nums">
            <Text data-testid="player-elapsed">{formatClock(currentTime)}</Text>
            <Text data-testid="player-duration">{formatClock(duration)}</Text>
          </HStack>
        </Stack>
      </Flex>
      <Collapsible.Root mt="4">
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" colorPalette="brand">
            Read the transcript <ChevronDown aria-hidden="true" />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack as="ol" listStyleType="none" gap="2" pt="3" fontSize="sm">
            {sampleCallTranscript.map((line, index) => (
              <li key={index}>
                <Text as="span" fontWeight="semibold" color={line.speaker === 'Caller' ? 'gray.800' : 'brand.fg'}>
                  {line.speaker}:
                </Text>{' '}
                {line.text}
              </li>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
