import { DEFAULT_GREETING_MESSAGE } from '@receptionist/contracts';
import { testCallScript, transcriptText } from './test-call-script';

const agent = { businessName: 'Sunrise Motors', greetingMessage: DEFAULT_GREETING_MESSAGE, aiPersonality: 'friendly' };

describe('testCallScript', () => {
  it('opens with the configured greeting and alternates agent and caller', () => {
    const lines = testCallScript(agent);
    expect(lines[0]).toEqual({ speaker: 'agent', text: DEFAULT_GREETING_MESSAGE });
    expect(lines.map((line) => line.speaker)).toEqual(['agent', 'caller', 'agent', 'caller', 'agent', 'caller', 'agent']);
  });

  it('names the business and words the replies by personality', () => {
    const friendly = testCallScript(agent);
    const casual = testCallScript({ ...agent, aiPersonality: 'casual' });
    const professional = testCallScript({ ...agent, aiPersonality: 'professional' });
    expect(friendly[2].text).toContain('Sunrise Motors');
    expect(new Set([friendly[2].text, casual[2].text, professional[2].text]).size).toBe(3);
    expect(testCallScript({ ...agent, aiPersonality: 'unknown' })).toEqual(professional);
  });

  it('keeps the transcript as AI/Caller lines', () => {
    expect(transcriptText(testCallScript(agent)).split('\n')[1]).toBe("Caller: Hi, I'd like to book a service appointment for my car.");
  });
});
