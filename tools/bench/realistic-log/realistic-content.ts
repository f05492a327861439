import type { ReportedAppointment, ReportedMessage, ReportedSms, ReportedTransfer } from '@receptionist/calls-domain';
import { APPOINTMENT_KINDS, type DemoRequestFields, SMS_STATUSES, TRANSFER_DEPARTMENTS } from '@receptionist/contracts';
import type { SeededRandom } from './seeded-random';

const FIRST_NAMES = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Ethan', 'Lena', 'Omar', 'Priya', 'Jonas', 'Sofia', 'Mateo', 'Chloe', 'Ravi'];
const LAST_NAMES = ['Smith', 'Garcia', 'Nguyen', 'Müller', 'Okafor', 'Rossi', 'Kowalski', 'Tanaka', 'Haddad', 'Larsen', 'Silva'];
const TRADES = ['Dental', 'Law', 'Auto Repair', 'Plumbing', 'Salon', 'Veterinary', 'Realty', 'Roofing', 'Clinic', 'HVAC'];
const TOWNS = ['Springfield', 'Riverside', 'Fairview', 'Lakewood', 'Oak Park', 'Franklin', 'Greenville', 'Bristol'];
const BUSINESS_TYPES = ['dental', 'legal', 'home_services', 'automotive', 'medical', 'other'];
const JOB_ROLES = ['Owner', 'Office manager', 'Receptionist', 'Partner'];
const TOPICS = ['appointment booking', 'opening hours', 'pricing question', 'emergency', 'rescheduling', 'insurance', 'directions', 'quote request'];
const CALLER_LINES = [
  "Hi, I'd like to book an appointment for next week if you have anything available.",
  'Do you take walk-ins on Saturdays, or do I need to call ahead?',
  "I'm calling about the quote you sent me last Tuesday, I had a couple of questions about it.",
  "My name is on the list for a callback but nobody called me back yet, so I thought I'd try again.",
  'Can you tell me what the cancellation policy is? Something came up at work.',
  'Is there parking near the office, or should I take the bus from the station?',
  "I think there's a problem with my last invoice, the amount looks higher than we agreed.",
  'Could you move my Thursday appointment to the afternoon, anytime after three works for me.',
];
const RECEPTIONIST_LINES = [
  'Of course, let me check the calendar for you. I have Tuesday at 10:30 or Wednesday at 2:15 available.',
  'Thanks for calling! I can help with that. Could I have your full name and the best number to reach you?',
  "I've noted that down and the team will get back to you before the end of the day.",
  'Our opening hours are Monday to Friday from eight to six, and Saturday mornings from nine to noon.',
  "I'm sorry about the wait. I've flagged this as urgent so someone calls you back within the hour.",
  "You're all set. You'll receive a text message confirmation shortly. Is there anything else I can help with?",
  'The cancellation policy asks for 24 hours notice, but I can see you are well within that window.',
  "There's free parking behind the building, and the entrance is on the left side as you come in.",
];

export const TRACKED_PATHS = [
  '/',
  '/pricing',
  '/features',
  '/industries/dental',
  '/industries/legal',
  '/about',
  '/contact',
  '/demo',
  '/blog',
  '/faq',
];
export const REFERRERS = [null, null, null, 'https://www.google.com/search', 'https://www.bing.com/', 'https://www.linkedin.com/feed/'];

export function personName(random: SeededRandom): { first: string; last: string } {
  return { first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) };
}

export function businessName(random: SeededRandom): string {
  return `${random.pick(TOWNS)} ${random.pick(TRADES)}${random.chance(0.5) ? ' & Co' : ''}`;
}

export function greeting(random: SeededRandom, business: string): string {
  return random.pick([
    `Thank you for calling ${business}! How can I help you today?`,
    `Hello, you've reached ${business}. This is the virtual receptionist, what can I do for you?`,
    `Good day and welcome to ${business}. How may I direct your call?`,
  ]);
}

/** A North American number in one of the shapes people type (the phone rules accept 5 to 20 such characters). */
export function phoneNumber(random: SeededRandom): string {
  const digits = (count: number) => String(random.int(0, 10 ** count - 1)).padStart(count, '0');
  return `+1 ${random.int(201, 989)} ${digits(3)} ${digits(4)}`;
}

export function demoRequestFields(random: SeededRandom, index: number): DemoRequestFields {
  const { first, last } = personName(random);
  const email = `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}${index}@example.com`;
  const phone = phoneNumber(random);
  if (random.chance(0.6)) {
    return {
      formType: 'book_demo',
      email,
      firstName: `${first} ${last}`,
      lastName: null,
      companyName: null,
      dealershipName: null,
      phone,
      jobRole: null,
      dealerType: random.pick(BUSINESS_TYPES),
      websiteUrl: null,
      notes: null,
    };
  }
  const message = random.chance(0.5)
    ? `We get about ${random.int(20, 300)} calls a week and miss many after hours. ${random.pick(CALLER_LINES)}`
    : null;
  return {
    formType: 'contact',
    email,
    firstName: first,
    lastName: null,
    companyName: businessName(random),
    dealershipName: null,
    phone,
    jobRole: random.chance(0.3) ? random.pick(JOB_ROLES) : null,
    dealerType: null,
    websiteUrl: null,
    notes: message,
  };
}

export function adminNote(random: SeededRandom): string {
  return random.pick([
    'Left a voicemail, will try again on Monday.',
    `Spoke with the owner: ${random.int(2, 12)} locations, interested in the Pro plan. Send pricing.`,
    'Asked for a demo next week; calendar invite sent.',
    'Not a fit: wants outbound sales calls only.',
    'Follow up after their busy season (Q3).',
  ]);
}

/** A call transcript of 1,000 to 2,000 characters: caller and receptionist lines taking turns. */
export function transcript(random: SeededRandom): string {
  const target = random.int(1000, 2000);
  let text = '';
  let caller = false;
  while (text.length < target) {
    text += `${caller ? 'Caller' : 'Receptionist'}: ${random.pick(caller ? CALLER_LINES : RECEPTIONIST_LINES)}\n`;
    caller = !caller;
  }
  return text.slice(0, target);
}

export function callTopic(random: SeededRandom): string {
  return random.pick(TOPICS);
}

const VEHICLES = ['2021 Honda Civic', '2019 Ford F-150', '2023 Toyota RAV4', '2018 Subaru Outback', '2022 Tesla Model 3', null];
const CONCERNS = ['Brakes squeal when stopping', 'Oil change and tyre rotation', 'Check engine light is on', 'Annual check-up', null];
const MESSAGES = [
  'Please call me back about the estimate, I have a question about the parts.',
  'I need to cancel tomorrow and would like to find another day next week.',
  'Calling about my invoice, I think I was charged twice.',
  'Could someone call me before noon? It is about the pick-up time.',
];
const SMS_TEXTS = [
  'Thanks for calling! Your appointment is confirmed. Reply C to cancel.',
  'Thanks for calling! Here is the link to book online: https://book.example.com',
  'We got your message and will call you back today.',
];

/** The appointment a booking call reports: a visit one to fourteen days after the call. */
export function reportedAppointment(random: SeededRandom, callAt: Date): ReportedAppointment {
  const { first, last } = personName(random);
  return {
    kind: random.pick(APPOINTMENT_KINDS),
    startsAt: new Date(callAt.getTime() + random.int(1, 14) * 86_400_000).toISOString(),
    customerName: random.chance(0.9) ? `${first} ${last}` : null,
    vehicle: random.pick(VEHICLES),
    concern: random.pick(CONCERNS),
  };
}

export function reportedMessage(random: SeededRandom): ReportedMessage {
  const { first, last } = personName(random);
  return {
    callerName: random.chance(0.8) ? `${first} ${last}` : null,
    callbackNumber: phoneNumber(random),
    text: random.pick(MESSAGES),
    urgency: random.chance(0.2) ? 'urgent' : 'normal',
  };
}

export function reportedTransfer(random: SeededRandom): ReportedTransfer {
  return {
    department: random.pick(TRANSFER_DEPARTMENTS),
    toName: random.chance(0.7) ? personName(random).first : null,
    toNumber: phoneNumber(random),
    answered: random.chance(0.75),
  };
}

export function reportedSms(random: SeededRandom, to: string): ReportedSms {
  return { to, text: random.pick(SMS_TEXTS), status: random.pick(SMS_STATUSES) };
}
