import { pickVoice } from './speech-voice';

const voices = [
  { name: 'Google Deutsch', lang: 'de-DE' },
  { name: 'Google UK English Female', lang: 'en-GB' },
  { name: 'Google UK English Male', lang: 'en-GB' },
  { name: 'Google US English', lang: 'en-US' },
  { name: 'Microsoft Zira', lang: 'en-US' },
];

describe('pickVoice', () => {
  it('matches shimmer to a female voice, echo to a male one and alloy to one without a gender cue', () => {
    expect(pickVoice(voices, 'shimmer')?.name).toBe('Google UK English Female');
    expect(pickVoice(voices, 'echo')?.name).toBe('Google UK English Male');
    expect(pickVoice(voices, 'alloy')?.name).toBe('Google US English');
  });

  it('falls back to the first English voice when no name fits, and to null without voices', () => {
    expect(pickVoice([{ name: 'Google US English', lang: 'en-US' }], 'echo')?.name).toBe('Google US English');
    expect(pickVoice([{ name: 'Anna', lang: 'de-DE' }], 'shimmer')?.name).toBe('Anna');
    expect(pickVoice([], 'alloy')).toBeNull();
  });
});
