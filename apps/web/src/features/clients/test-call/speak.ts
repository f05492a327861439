import { pickVoice } from './speech-voice';

const SILENT_PAUSE_MS = 700;
const MS_PER_WORD = 450;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Says `text` in the browser voice matched to `aiVoice` and resolves when it is done. Without speech synthesis (or
 * without voices, as in headless browsers) it only pauses briefly, so the transcript still advances. A speech engine
 * that never reports the end is not waited for longer than the text would take to say.
 */
export async function speak(text: string, aiVoice: string, signal: AbortSignal): Promise<void> {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  const voice = synth ? pickVoice(synth.getVoices(), aiVoice) : null;
  if (!synth || !voice) return pause(SILENT_PAUSE_MS, signal);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  const ended = new Promise<void>((resolve) => {
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
  });
  signal.addEventListener('abort', () => synth.cancel());
  synth.speak(utterance);
  const words = text.split(/\s+/).length;
  await Promise.race([ended, pause(2000 + words * MS_PER_WORD, signal)]);
}

/** The pause while the simulated caller talks. */
export function callerTurn(signal: AbortSignal): Promise<void> {
  return pause(SILENT_PAUSE_MS, signal);
}
