import type { AppointmentKind, CallAgent, CallOutcome, CallSentiment, MessageUrgency, SmsStatus, TransferDepartment } from '@receptionist/contracts';

interface SimulatedAppointment {
  starts_at: string;
  kind: AppointmentKind;
  customer_name: string;
  vehicle?: string;
  concern?: string;
}

interface SimulatedMessage {
  caller_name?: string;
  callback_number: string;
  text: string;
  urgency: MessageUrgency;
}

interface SimulatedTransfer {
  department: TransferDepartment;
  to_name: string;
  to_number: string;
  answered: boolean;
}

interface SimulatedSms {
  to: string;
  text: string;
  status: SmsStatus;
}

/** A call report body as the voice platform sends it, minus the line it reached. */
export interface SimulatedCall {
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
  agent: CallAgent;
  appointment?: SimulatedAppointment;
  message?: SimulatedMessage;
  transfer?: SimulatedTransfer;
  sms?: SimulatedSms;
}

type Random = () => number;

const FIRST_NAMES = ['Maria', 'James', 'Priya', 'Tom', 'Aisha', 'Luis', 'Emma', 'Kenji'];
const LAST_NAMES = ['Lopez', 'Carter', 'Shah', 'Nguyen', 'Okafor', 'Miller', 'Rossi', 'Tanaka'];
const VEHICLES = ['2021 Honda Civic', '2019 Ford F-150', '2023 Toyota RAV4', '2020 Subaru Outback', '2022 Hyundai Tucson'];
const NEW_MODELS = ['2025 Toyota Camry', '2025 Honda CR-V', '2025 Ford Bronco Sport', '2025 Hyundai Ioniq 5'];
const CONCERNS = [
  'Oil change and tyre rotation',
  'Brakes squeal when stopping',
  'Check engine light is on',
  'A/C blows warm air',
  '60,000-mile service',
];
const SALES = { name: 'Dana (sales desk)', number: '+1 (555) 010-2000' };
const SERVICE = { name: 'Service advisor', number: '+1 (555) 010-3000' };
const SCHEDULER_LINK = 'https://book.example.com/service';

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: Random, [min, max]: [number, number]) => min + Math.floor(random() * (max - min + 1));
const chance = (random: Random, probability: number) => random() < probability;

function phoneNumber(random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  return `+1 (${between(random, [201, 989])}) 555-${digits(4)}`;
}

/** A slot 1 to 10 days ahead, on the hour or half hour between 9:00 and 16:30 (US Eastern, as UTC). */
function slotAfter(random: Random, now: Date): Date {
  const day = new Date(now.getTime() + between(random, [1, 10]) * 86_400_000);
  day.setUTCHours(13 + between(random, [0, 7]), pick(random, [0, 30]), 0, 0);
  return day;
}

const spoken = (slot: Date) =>
  slot.toLocaleString('en-US', { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }).replace(',', ' at');

/** What a scenario knows to write a call: the caller, their vehicle, the slot offered, their number. */
interface Caller {
  name: string;
  vehicle: string;
  model: string;
  concern: string;
  slot: Date;
  number: string;
}

type Outcomes = Pick<SimulatedCall, 'appointment' | 'message' | 'transfer' | 'sms'>;

interface Scenario {
  topic: string;
  /** How often it happens, relative to the others (a dealership's week: bookings, questions, missed calls…). */
  weight: number;
  agent: CallAgent;
  outcome: CallOutcome;
  seconds: [number, number];
  sentiment(random: Random): CallSentiment | null;
  lines(caller: Caller): string[];
  summary(caller: Caller): string | null;
  outcomes(caller: Caller, random: Random): Outcomes;
}

const mostlyHappy = (random: Random): CallSentiment => pick(random, ['positive', 'positive', 'positive', 'neutral']);
const deliveredMostly = (random: Random): SmsStatus => pick(random, ['delivered', 'delivered', 'delivered', 'delivered', 'sent', 'sent', 'failed']);

const SCENARIOS: Scenario[] = [
  {
    topic: 'Service booking',
    weight: 20,
    agent: 'service',
    outcome: 'booked_appointment',
    seconds: [90, 300],
    sentiment: mostlyHappy,
    lines: ({ name, vehicle, concern, slot }) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: Hi, this is ${name}. My ${vehicle} needs service: ${concern.toLowerCase()}.`,
      `AI: I can book that for you. We have ${spoken(slot)} open in the service bay. Does that work?`,
      'Caller: Perfect, book it.',
      `AI: Done: ${spoken(slot)}. I'm texting you the confirmation now.`,
    ],
    summary: ({ name, vehicle, concern, slot }) => `${name} booked service for a ${vehicle} (${concern.toLowerCase()}) on ${spoken(slot)}.`,
    outcomes: ({ name, vehicle, concern, slot, number }, random) => ({
      appointment: { starts_at: slot.toISOString(), kind: 'service', customer_name: name, vehicle, concern },
      sms: {
        to: number,
        text: `Hi ${name.split(' ')[0]}, your service visit is booked for ${spoken(slot)}. Reply C to cancel.`,
        status: deliveredMostly(random),
      },
    }),
  },
  {
    topic: 'Test drive',
    weight: 12,
    agent: 'sales',
    outcome: 'booked_appointment',
    seconds: [120, 420],
    sentiment: mostlyHappy,
    lines: ({ name, model, slot }) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: I saw the ${model} on your website. Can I come in for a test drive?`,
      `AI: Of course. Could ${spoken(slot)} work? May I have your name?`,
      `Caller: ${name}. That works.`,
      `AI: Great, ${name}: a test drive of the ${model} on ${spoken(slot)}. Bring your driving licence.`,
    ],
    summary: ({ name, model, slot }) => `${name} scheduled a test drive of the ${model} on ${spoken(slot)}.`,
    outcomes: ({ name, model, slot, number }, random) => ({
      appointment: { starts_at: slot.toISOString(), kind: 'test_drive', customer_name: name, vehicle: model },
      sms: { to: number, text: `See you ${spoken(slot)} for your ${model} test drive!`, status: deliveredMostly(random) },
    }),
  },
  {
    topic: 'Sales visit',
    weight: 8,
    agent: 'sales',
    outcome: 'booked_appointment',
    seconds: [120, 360],
    sentiment: mostlyHappy,
    lines: ({ name, vehicle, slot }) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: I'd like to talk about trading in my ${vehicle} for something newer.`,
      `AI: A sales consultant can go through the numbers with you. How about ${spoken(slot)}? Your name, please?`,
      `Caller: ${name}. Yes, that's fine.`,
    ],
    summary: ({ name, vehicle, slot }) => `${name} booked a sales visit on ${spoken(slot)} to discuss trading in a ${vehicle}.`,
    outcomes: ({ name, vehicle, slot }) => ({ appointment: { starts_at: slot.toISOString(), kind: 'sales_visit', customer_name: name, vehicle } }),
  },
  {
    topic: 'Opening hours',
    weight: 15,
    agent: 'service',
    outcome: 'information',
    seconds: [30, 90],
    sentiment: () => 'neutral',
    lines: () => [
      'AI: Thank you for calling! How can I help you today?',
      'Caller: What time does the service department open on Saturday?',
      'AI: Service is open Saturday from 8 AM to 2 PM; sales until 6 PM.',
      'Caller: Thanks, that is all.',
    ],
    summary: () => 'Caller asked for Saturday service hours.',
    outcomes: () => ({}),
  },
  {
    topic: 'Transfer to sales',
    weight: 12,
    agent: 'sales',
    outcome: 'completed',
    seconds: [60, 240],
    sentiment: mostlyHappy,
    lines: ({ name, model }) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: This is ${name}. I want to talk price on the ${model} you have in stock.`,
      'AI: Let me put you through to our sales desk.',
    ],
    summary: ({ name, model }) => `${name} asked for pricing on the ${model}; transferred to sales.`,
    // A third of the transfers ring out: the receptionist then takes a message for a call back.
    outcomes: ({ name, model, number }, random) =>
      chance(random, 0.65)
        ? { transfer: { department: 'sales', to_name: SALES.name, to_number: SALES.number, answered: true } }
        : {
            transfer: { department: 'sales', to_name: SALES.name, to_number: SALES.number, answered: false },
            message: {
              caller_name: name,
              callback_number: number,
              text: `Wants a price on the ${model}; the sales desk did not pick up.`,
              urgency: 'normal',
            },
          },
  },
  {
    topic: 'Service question',
    weight: 10,
    agent: 'service',
    outcome: 'completed',
    seconds: [60, 200],
    sentiment: (random) => pick(random, ['neutral', 'negative', 'negative', 'positive']),
    lines: ({ name, vehicle, concern }) => [
      'AI: Thank you for calling! How can I help you today?',
      `Caller: It's ${name}. My ${vehicle} was in last week and now: ${concern.toLowerCase()}. I need someone to call me.`,
      'AI: I am sorry to hear that. I will have a service advisor call you back as soon as possible.',
    ],
    summary: ({ name, vehicle, concern }) =>
      `${name} reports a problem with a ${vehicle} after a recent visit (${concern.toLowerCase()}); wants a call back.`,
    // Some callers are stranded or upset: those messages are urgent; some go to a service advisor at once.
    outcomes: ({ name, vehicle, concern, number }, random) => {
      const urgent = chance(random, 0.35);
      const message: SimulatedMessage = {
        caller_name: name,
        callback_number: number,
        text: `${vehicle}: ${concern}. ${urgent ? 'Car is not drivable, needs help today.' : 'Please call back.'}`,
        urgency: urgent ? 'urgent' : 'normal',
      };
      const transfer: SimulatedTransfer | undefined = urgent
        ? { department: 'service', to_name: SERVICE.name, to_number: SERVICE.number, answered: chance(random, 0.5) }
        : undefined;
      return transfer ? { message, transfer } : { message };
    },
  },
  {
    topic: 'Missed call',
    weight: 13,
    agent: 'missed_call',
    outcome: 'missed',
    seconds: [0, 8],
    sentiment: () => null,
    lines: () => [],
    summary: () => null,
    // The Missed Call agent texts the scheduler link back.
    outcomes: ({ number }, random) => ({
      sms: { to: number, text: `Sorry we missed your call! Book service online: ${SCHEDULER_LINK} or reply here.`, status: deliveredMostly(random) },
    }),
  },
  {
    topic: 'Voicemail',
    weight: 10,
    agent: 'missed_call',
    outcome: 'voicemail',
    seconds: [20, 75],
    sentiment: () => 'neutral',
    lines: ({ name, vehicle }) => [
      'AI: Thank you for calling! Please leave a message after the tone.',
      `Caller: Hi, it's ${name} about the trade-in value of my ${vehicle}. Please call me back.`,
    ],
    summary: ({ name, vehicle }) => `${name} left a voicemail asking for a trade-in quote on a ${vehicle}.`,
    outcomes: ({ name, vehicle, number }) => ({
      message: { caller_name: name, callback_number: number, text: `Trade-in quote for a ${vehicle}: please call back.`, urgency: 'normal' },
    }),
  },
];

const TOTAL_WEIGHT = SCENARIOS.reduce((sum, scenario) => sum + scenario.weight, 0);

function scenarioOf(random: Random): Scenario {
  let roll = random() * TOTAL_WEIGHT;
  for (const scenario of SCENARIOS) {
    roll -= scenario.weight;
    if (roll < 0) return scenario;
  }
  return SCENARIOS[SCENARIOS.length - 1];
}

/**
 * A realistic dealership call ending now: which agent took it, what it booked (service with vehicle and concern, test
 * drives, sales visits), the messages it took (some urgent), transfers (some unanswered) and SMS follow-ups.
 */
export function dealershipCall(callId: string, now: Date, random: Random = Math.random): SimulatedCall {
  const scenario = scenarioOf(random);
  const caller: Caller = {
    name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
    vehicle: pick(random, VEHICLES),
    model: pick(random, NEW_MODELS),
    concern: pick(random, CONCERNS),
    slot: slotAfter(random, now),
    number: phoneNumber(random),
  };
  const duration_seconds = between(random, scenario.seconds);
  const lines = scenario.lines(caller);
  return {
    platform_call_id: callId,
    caller_number: caller.number,
    started_at: new Date(now.getTime() - duration_seconds * 1000).toISOString(),
    duration_seconds,
    outcome: scenario.outcome,
    call_type: 'inbound',
    transcript: lines.length ? lines.join('\n') : null,
    summary: scenario.summary(caller),
    sentiment: scenario.sentiment(random),
    topic: scenario.topic,
    agent: scenario.agent,
    ...scenario.outcomes(caller, random),
  };
}

export const SCENARIO_TOPICS = SCENARIOS.map((scenario) => scenario.topic);
