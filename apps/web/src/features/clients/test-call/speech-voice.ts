/** The part of SpeechSynthesisVoice the choice needs. */
export interface VoiceInfo {
  name: string;
  lang: string;
}

const FEMALE = /female|woman|samantha|victoria|karen|zira|susan|serena|moira|tessa|fiona|hazel|aria|jenny|libby|sonia|allison|ava|kate/i;
const MALE = /\bmale\b|\bman\b|daniel|alex|david|mark|fred|george|rishi|guy|ryan|thomas|oliver|james|tom\b/i;

/**
 * The browser voice closest to the AI voice by its name: shimmer a female one, echo a male one, alloy one with no
 * gender cue; English voices first. Null when the browser has no voices (the transcript still shows).
 */
export function pickVoice<Voice extends VoiceInfo>(voices: readonly Voice[], aiVoice: string): Voice | null {
  const english = voices.filter((voice) => voice.lang.toLowerCase().startsWith('en'));
  const pool = english.length > 0 ? english : voices;
  const isFemale = (voice: Voice) => FEMALE.test(voice.name);
  const isMale = (voice: Voice) => MALE.test(voice.name) && !isFemale(voice);
  const matches =
    aiVoice === 'shimmer'
      ? pool.filter(isFemale)
      : aiVoice === 'echo'
        ? pool.filter(isMale)
        : pool.filter((voice) => !isFemale(voice) && !isMale(voice));
  return matches[0] ?? pool[0] ?? null;
}
