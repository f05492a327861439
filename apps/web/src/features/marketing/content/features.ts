export type Feature = { title: string; description: string };

/** Claimed features (product spec, section 1). */
export const features: Feature[] = [
  { title: '24/7 Availability', description: 'Every call is answered, nights, weekends and holidays included.' },
  { title: 'Natural Conversations', description: 'Callers talk in their own words; the assistant understands and replies naturally.' },
  { title: '99.9% Uptime Guarantee', description: 'Your phone line stays answered, backed by a 99.9% uptime guarantee.' },
  { title: 'Call Analytics', description: 'Every call is logged with its duration, sentiment, topic and outcome.' },
  { title: 'Instant Setup', description: 'We set up your receptionist within 24 hours; no new hardware needed.' },
  { title: 'Customizable Greeting', description: 'Greet callers with your dealership’s name and the message you choose.' },
  { title: 'Voice and Personality', description: 'Pick the voice and personality that fit your brand.' },
];
