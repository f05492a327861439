export type FaqItem = { question: string; answer: string };

/** The ten FAQ entries; the landing page shows the first four. */
export const faqItems: FaqItem[] = [
  {
    question: 'How long does setup take?',
    answer:
      'Setup takes within 24 hours. We configure your greeting, business details and call routing, then forward your line to your new AI receptionist.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'Pricing depends on your call volume and the features you need. Book a free demo and we will recommend the plan that fits your dealership.',
  },
  {
    question: 'Will callers know they are talking to an AI?',
    answer:
      'The assistant introduces itself as a virtual receptionist and speaks naturally. Callers can always ask to be transferred to a person on your team.',
  },
  {
    question: 'What can the AI receptionist do?',
    answer:
      'It answers and greets callers, answers common questions, schedules appointments, takes messages, transfers calls and sends SMS follow-ups.',
  },
  {
    question: 'Which businesses is it built for?',
    answer:
      'It is built mostly for car dealerships, with Sales, Service and Missed Call agents, and it also serves restaurants, salons and medical clinics.',
  },
  {
    question: 'Can I customize the greeting and voice?',
    answer:
      'Yes. You choose the greeting message, the voice and the personality of your assistant, and you can change them at any time from your dashboard.',
  },
  {
    question: 'What happens to my calls?',
    answer: 'Every call is logged with its duration, sentiment, topic and outcome, and you get a transcript and analytics in your dashboard.',
  },
  {
    question: 'Can it transfer calls to my staff?',
    answer: 'Yes. The assistant routes callers to the right advisor or department, and you set the forwarding number for live transfers.',
  },
  {
    question: 'How reliable is the service?',
    answer: 'The service runs 24/7 with a 99.9% uptime guarantee, so your phone line is answered even on nights, weekends and holidays.',
  },
  {
    question: 'Is my data secure?',
    answer: 'Yes. We follow GDPR and SOC2 compliance practices, encrypt data in transit, and keep only what the service needs to run.',
  },
];
