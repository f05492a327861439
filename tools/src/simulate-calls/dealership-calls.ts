import type { CallOutcome, CallSentiment } from '@receptionist/contracts';

/** A call report body as the voice platform sends it, minus the line it reached. */
interface SimulatedCall {
  platform_call_id: string;
  caller_number: string;
  started_at: string;
  duration_seconds: number;
  outcome: CallOutcome;
  call_type: 'inbound';
  transcript: string | null;
  summary: string | null;
  sentiment: CallSentiment | null;
  topic: string;
}

type Random = () => number;

const FIRST_NAMES = ['Maria', 'James', 'Priya', 'Tom', 'Aisha', 'Luis', 'Emma', 'Kenji'];
const VEHICLES = ['2021 Honda Civic', '2019 Ford F-150', '2023 Toyota RAV4', '2020 Subaru Outback', '2022 Hyundai Tucson'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIMES = ['8:30 AM', '10 AM', '1:15 PM', '3 PM'];

interface Scenario {
  topic: string;
  outcome: CallOutcome;
  sentiment: CallSentiment | null;
  seconds: [number, number];
  lines(name: string, vehicle: string, day: string, time: string): string[];
  summary(name: string, vehicle: string, day: string, time: string): string | null;
}

const SCENARIOS: Scenario[] = [
  {
    topic: 'Service booking',
    outcome: 'booked_appointment',
    sentiment: 'positive',
    seconds: [90, 300],
    lines: (name, vehicle, day, time) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: Hi, this is ${name}. My ${vehicle} is due for an oil change and tyre rotation.`,
      `AI: I can book that for you. We have ${day} at ${time} open in the service bay. Does that work?`,
      'Caller: Perfect, book it.',
      `AI: Done: ${day} at ${time}. You will get a text reminder the day before.`,
    ],
    summary: (name, vehicle, day, time) => `${name} booked an oil change and tyre rotation for a ${vehicle} on ${day} at ${time}.`,
  },
  {
    topic: 'Test drive',
    outcome: 'booked_appointment',
    sentiment: 'positive',
    seconds: [120, 420],
    lines: (name, vehicle, day, time) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: I saw the ${vehicle} on your website. Can I come in for a test drive?`,
      `AI: Of course. Could ${day} at ${time} work? May I have your name?`,
      `Caller: ${name}. ${day} works.`,
      `AI: Great, ${name}: a test drive of the ${vehicle} on ${day} at ${time}. Bring your driving licence.`,
    ],
    summary: (name, vehicle, day, time) => `${name} scheduled a test drive of the ${vehicle} on ${day} at ${time}.`,
  },
  {
    topic: 'Opening hours',
    outcome: 'information',
    sentiment: 'neutral',
    seconds: [30, 90],
    lines: () => [
      'AI: Thank you for calling! How can I help you today?',
      'Caller: What time does the service department open on Saturday?',
      'AI: Service is open Saturday from 8 AM to 2 PM; sales until 6 PM.',
      'Caller: Thanks, that is all.',
    ],
    summary: () => 'Caller asked for Saturday service hours.',
  },
  {
    topic: 'Missed call',
    outcome: 'missed',
    sentiment: null,
    seconds: [0, 8],
    lines: () => [],
    summary: () => null,
  },
  {
    topic: 'Voicemail',
    outcome: 'voicemail',
    sentiment: 'neutral',
    seconds: [20, 75],
    lines: (name, vehicle) => [
      'AI: Thank you for calling! Please leave a message after the tone.',
      `Caller: Hi, it's ${name} about the trade-in value of my ${vehicle}. Please call me back.`,
    ],
    summary: (name, vehicle) => `${name} left a voicemail asking for a trade-in quote on a ${vehicle}.`,
  },
];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: Random, [min, max]: [number, number]) => min + Math.floor(random() * (max - min + 1));

function callerNumber(random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  return `+1 (${between(random, [201, 989])}) 555-${digits(4)}`;
}

/** A realistic dealership call (service booking, test drive, hours question, missed call, voicemail) ending now. */
export function dealershipCall(callId: string, now: Date, random: Random = Math.random): SimulatedCall {
  const scenario = pick(random, SCENARIOS);
  const [name, vehicle, day, time] = [pick(random, FIRST_NAMES), pick(random, VEHICLES), pick(random, DAYS), pick(random, TIMES)];
  const duration_seconds = between(random, scenario.seconds);
  const lines = scenario.lines(name, vehicle, day, time);
  return {
    platform_call_id: callId,
    caller_number: callerNumber(random),
    started_at: new Date(now.getTime() - duration_seconds * 1000).toISOString(),
    duration_seconds,
    outcome: scenario.outcome,
    call_type: 'inbound',
    transcript: lines.length ? lines.join('\n') : null,
    summary: scenario.summary(name, vehicle, day, time),
    sentiment: scenario.sentiment,
    topic: scenario.topic,
  };
}

export const SCENARIO_TOPICS = SCENARIOS.map((scenario) => scenario.topic);
