import { useCallback, useEffect, useRef, useState } from 'react';

export type AudioPlayer = {
  audioRef: React.RefObject<HTMLAudioElement | null>;
  playing: boolean;
  currentTime: number;
  duration: number;
  toggle: () => void;
  seek: (seconds: number) => void;
};

/** State of one <audio> element; when it ends it rewinds to 0:00 and stays paused. */
export function useAudioPlayer(): AudioPlayer {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onTime = () => setCurrentTime(audio.currentTime);
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      audio.currentTime = 0;
      setCurrentTime(0);
      setPlaying(false);
    };
    const listeners: [string, () => void][] = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['loadedmetadata', onDuration],
      ['durationchange', onDuration],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
    ];
    listeners.forEach(([type, listener]) => audio.addEventListener(type, listener));
    onDuration();
    return () => listeners.forEach(([type, listener]) => audio.removeEventListener(type, listener));
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const limit = Number.isFinite(audio.duration) ? audio.duration : 0;
    audio.currentTime = Math.min(Math.max(seconds, 0), limit);
    setCurrentTime(audio.currentTime);
  }, []);

  return { audioRef, playing, currentTime, duration, toggle, seek };
}
