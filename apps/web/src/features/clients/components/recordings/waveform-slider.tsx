import { Box } from '@chakra-ui/react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { playerTime } from './waveform-peaks';

const STEP_SECONDS = 5;
const PLAYED = '#2563eb';
const UNPLAYED = '#cbd5e1';

interface WaveformSliderProps {
  peaks: readonly number[];
  duration: number;
  current: number;
  onSeek: (seconds: number) => void;
}

/**
 * The recording's waveform as a seek slider: click (or tap) a point to jump there; with the keyboard, arrows move
 * ±5 s, Page Up/Down ±30 s, Home/End to the ends. Drawn on a canvas at the element's width and the screen's density.
 */
export function WaveformSlider({ peaks, duration, current, onSeek }: WaveformSliderProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const progress = duration > 0 ? Math.min(1, current / duration) : 0;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const draw = () => drawWaveform(element, peaks, progress);
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [peaks, progress]);

  const seek = (seconds: number) => onSeek(Math.min(duration, Math.max(0, seconds)));

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) seek(((event.clientX - box.left) / box.width) * duration);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + STEP_SECONDS,
      ArrowUp: current + STEP_SECONDS,
      ArrowLeft: current - STEP_SECONDS,
      ArrowDown: current - STEP_SECONDS,
      PageUp: current + 6 * STEP_SECONDS,
      PageDown: current - 6 * STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    seek(moves[event.key]);
  }

  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label="Seek in the recording"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(current)}
      aria-valuetext={`${playerTime(current)} of ${playerTime(duration)}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
      cursor="pointer"
      rounded="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <canvas ref={canvas} style={{ display: 'block', width: '100%', height: '64px' }} />
    </Box>
  );
}

/** One bar per peak (every other one when the canvas is narrow), the played part in blue. */
function drawWaveform(canvas: HTMLCanvasElement, peaks: readonly number[], progress: number): void {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
  const context = canvas.getContext('2d');
  if (!context || peaks.length === 0) return;
  context.clearRect(0, 0, width, height);
  const every = Math.max(1, Math.ceil((peaks.length * 3 * ratio) / width));
  const shown = peaks.filter((_, index) => index % every === 0);
  const slot = width / shown.length;
  const barWidth = Math.max(ratio, slot * 0.6);
  shown.forEach((peak, index) => {
    const barHeight = Math.max(ratio * 2, peak * height);
    context.fillStyle = (index + 0.5) / shown.length <= progress ? PLAYED : UNPLAYED;
    context.fillRect(index * slot, (height - barHeight) / 2, barWidth, barHeight);
  });
}
