import type { AiPersonality } from '@receptionist/contracts';

export interface ScriptLine {
  speaker: 'agent' | 'caller';
  text: string;
}

interface AgentProfile {
  businessName: string;
  greetingMessage: string;
  aiPersonality: string;
}

type Replies = (business: string) => [offer: string, confirm: string, goodbye: string];

/** What the agent says after the greeting, in each personality's wording. */
const REPLIES: Record<AiPersonality, Replies> = {
  professional: (business) => [
    `Certainly. I can schedule a service appointment with ${business}. Which day would suit you best?`,
    'Thursday at 9 AM is available. I have reserved that time for you, and you will receive a confirmation shortly.',
    `Thank you for calling ${business}. Have a good day.`,
  ],
  friendly: (business) => [
    `I'd be happy to help! Let's get your car booked in at ${business}. What day works best for you?`,
    "Great news, Thursday at 9 AM is open! I've booked you in, and we'll send you a confirmation.",
    `Thanks so much for calling ${business}. Have a wonderful day!`,
  ],
  casual: (business) => [
    `Sure thing! Let's get you in at ${business}. What day's good for you?`,
    "Thursday at 9 works. You're all set, we'll text you a confirmation.",
    `Thanks for calling ${business}. Take care!`,
  ],
};

function repliesFor(personality: string): Replies {
  return REPLIES[personality as AiPersonality] ?? REPLIES.professional;
}

/** A short service-booking exchange: the configured greeting, then replies shaped by the business and personality. */
export function testCallScript({ businessName, greetingMessage, aiPersonality }: AgentProfile): ScriptLine[] {
  const [offer, confirm, goodbye] = repliesFor(aiPersonality)(businessName);
  return [
    { speaker: 'agent', text: greetingMessage },
    { speaker: 'caller', text: "Hi, I'd like to book a service appointment for my car." },
    { speaker: 'agent', text: offer },
    { speaker: 'caller', text: 'Thursday morning, if possible.' },
    { speaker: 'agent', text: confirm },
    { speaker: 'caller', text: 'Perfect, thank you!' },
    { speaker: 'agent', text: goodbye },
  ];
}

/** 'AI: …' / 'Caller: …' lines, as the call log keeps the transcript. */
export function transcriptText(lines: readonly ScriptLine[]): string {
  return lines.map((line) => `${line.speaker === 'agent' ? 'AI' : 'Caller'}: ${line.text}`).join('\n');
}

export function testCallSummary({ businessName, aiPersonality }: AgentProfile): string {
  return `Test call: a caller booked a service appointment with the ${aiPersonality} AI receptionist of ${businessName}.`;
}
