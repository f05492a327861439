import { Button, Group, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { recordingFileName } from '@receptionist/contracts';
import { useEffect, useRef, useState } from 'react';
import type { RecordingAudio } from './use-recording-audio';
import { playerTime } from './waveform-peaks';
import { WaveformSlider } from './waveform-slider';

const SPEEDS = [1, 1.5, 2] as const;

interface RecordingPlayerProps {
  audio: Extract<RecordingAudio, { status: 'ready' }>;
  startedAt: string;
  contentType: string;
}

/** Play/pause, the waveform to seek in, 1× / 1.5× / 2×, elapsed and total time, and a download of the same file. */
export function RecordingPlayer({ audio, startedAt, contentType }: RecordingPlayerProps) {
  const element = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [speed, setSpeed] = useState<number>(1);
  const [duration, setDuration] = useState(audio.duration);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (element.current) element.current.playbackRate = speed;
  }, [speed]);

  function toggle() {
    const player = element.current;
    if (!player) return;
    if (!player.paused) return player.pause();
    setRefused(false);
    player.play().catch(() => setRefused(true));
  }

  function seek(seconds: number) {
    if (element.current) element.current.currentTime = seconds;
    setCurrent(seconds);
  }

  return (
    <Stack gap="2">
      <audio
        ref={element}
        src={audio.objectUrl}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => Number.isFinite(event.currentTarget.duration) && setDuration(event.currentTarget.duration)}
      />
      {refused && (
        <Text fontSize="sm" color="red.600" role="alert">
          This browser could not play the recording. Try Download instead.
        </Text>
      )}
      <WaveformSlider peaks={audio.peaks} duration={duration} current={current} onSeek={seek} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Button size="sm" colorPalette="brand" onClick={toggle} minW="20">
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-label="Elapsed and total time">
            {playerTime(current)} / {playerTime(duration)}
          </Text>
        </HStack>
        <HStack gap="2">
          <Group attached role="group" aria-label="Playback speed">
            {SPEEDS.map((choice) => (
              <Button
                key={choice}
                size="xs"
                variant={speed === choice ? 'solid' : 'outline'}
                aria-pressed={speed === choice}
                onClick={() => setSpeed(choice)}
              >
                {choice}×
              </Button>
            ))}
          </Group>
          <Link href={audio.objectUrl} download={recordingFileName(startedAt, contentType)} fontSize="sm">
            Download
          </Link>
        </HStack>
      </HStack>
    </Stack>
  );
}
