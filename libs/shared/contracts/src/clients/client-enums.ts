export const AI_VOICES = [
  { value: 'alloy', label: 'Neutral' },
  { value: 'echo', label: 'Male' },
  { value: 'shimmer', label: 'Female' },
] as const;

export type AiVoice = (typeof AI_VOICES)[number]['value'];

export const AI_PERSONALITIES = ['professional', 'friendly', 'casual'] as const;

export type AiPersonality = (typeof AI_PERSONALITIES)[number];

export const DEFAULT_AI_VOICE: AiVoice = 'alloy';
export const DEFAULT_AI_PERSONALITY: AiPersonality = 'professional';

export const DEFAULT_BUSINESS_NAME = 'My Business';
export const DEFAULT_GREETING_MESSAGE = 'Thank you for calling! How can I help you today?';

export const CALL_OUTCOMES = ['booked_appointment', 'completed', 'missed', 'voicemail', 'information'] as const;

export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** `test` marks the in-browser test call: listed, but never counted against the plan's minutes. */
export const CALL_TYPES = ['inbound', 'outbound', 'test'] as const;

export type CallType = (typeof CALL_TYPES)[number];

export const DEFAULT_CALL_TYPE: CallType = 'inbound';
export const TEST_CALL_TYPE: CallType = 'test';

export const CALL_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;

export type CallSentiment = (typeof CALL_SENTIMENTS)[number];
