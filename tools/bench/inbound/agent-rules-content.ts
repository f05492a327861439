import {
  type BusinessHours,
  emptyWeek,
  type QaEntry,
  RECORDING_RETENTION_DAYS,
  type SettingField,
  type TransferRules,
  WEEKDAYS,
} from '@receptionist/contracts';
import { businessName, greeting, personName, phoneNumber } from '../realistic-log/realistic-content';
import type { SeededRandom } from '../realistic-log/seeded-random';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Europe/London',
  'Australia/Sydney',
];
const TOPICS = ['oil change', 'tyre rotation', 'test drive', 'financing', 'trade-in', 'warranty', 'loaner car', 'parts', 'detailing', 'recall'];
const WORDS = 'we our team can help you with that every weekday please bring your vehicle and keys booking is free parking on site'.split(' ');

function sentence(random: SeededRandom, words: number): string {
  const text = Array.from({ length: words }, () => random.pick(WORDS)).join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** A dealership's week: weekdays 8–18 or split, Saturday mornings, Sunday closed; a few holidays. */
export function businessHours(random: SeededRandom): BusinessHours {
  const week = emptyWeek();
  for (const day of WEEKDAYS.slice(0, 5)) {
    week[day] = random.chance(0.3)
      ? [
          { open: '08:00', close: '12:00' },
          { open: '13:00', close: '18:00' },
        ]
      : [{ open: `0${random.int(7, 9)}:00`, close: `${random.int(17, 20)}:00` }];
  }
  if (random.chance(0.7)) week.sat = [{ open: '09:00', close: '13:00' }];
  const closures = Array.from({ length: random.int(0, 12) }, (_, index) => ({
    date: `2026-${String(index + 1).padStart(2, '0')}-${String(random.int(10, 28))}`,
    label: random.chance(0.5) ? 'Holiday' : null,
  }));
  return { timeZone: random.pick(ZONES), week, closures };
}

/** 15 to 40 questions with answers of one to four sentences, a few disabled. */
export function knowledge(random: SeededRandom): QaEntry[] {
  return Array.from({ length: random.int(15, 40) }, (_, index) => ({
    id: `q${index}`,
    question: `Do you offer ${random.pick(TOPICS)} ${random.chance(0.5) ? 'on Saturdays' : 'for all makes'}?`,
    answer: Array.from({ length: random.int(1, 4) }, () => sentence(random, random.int(8, 25))).join(' '),
    enabled: random.chance(0.9),
  }));
}

export function transferRules(random: SeededRandom): TransferRules {
  const rule = (when: 'always' | 'open_hours' | 'closed_hours') => ({
    name: `${personName(random).first} ${personName(random).last}`,
    phone: phoneNumber(random),
    when,
  });
  return { sales: rule('open_hours'), service: random.chance(0.5) ? rule('always') : null, other: random.chance(0.3) ? rule('closed_hours') : null };
}

/** A realistic new value for one of the agent settings (JSON for the structured ones). */
export function settingValue(random: SeededRandom, field: SettingField, business: string): string {
  switch (field) {
    case 'business_name':
      return businessName(random);
    case 'greeting_message':
      return greeting(random, business);
    case 'ai_voice':
      return random.pick(['alloy', 'echo', 'shimmer']);
    case 'ai_personality':
      return random.pick(['professional', 'friendly', 'casual']);
    case 'forwarding_number':
      return phoneNumber(random);
    case 'business_address':
      return `${random.int(1, 9999)} Main Street, Springfield`;
    case 'directions':
      return sentence(random, random.int(10, 40));
    case 'business_hours':
      return JSON.stringify(businessHours(random));
    case 'knowledge':
      return JSON.stringify(knowledge(random));
    case 'transfer_rules':
      return JSON.stringify(transferRules(random));
    case 'agents':
      return JSON.stringify({
        sales: { enabled: true },
        service: { enabled: random.chance(0.8) },
        missed_call: { enabled: true, schedulerLink: 'https://book.example.com/service' },
      });
    case 'sms_follow_up':
      return JSON.stringify({
        enabled: random.chance(0.7),
        template: 'Thanks for calling {business_name}! Book your service here: {scheduler_link}',
      });
    case 'recording_retention_days':
      return String(random.pick(RECORDING_RETENTION_DAYS));
  }
}
