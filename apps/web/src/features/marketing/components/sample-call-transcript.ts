/** The words of /audio/sample-call.mp3 (from tools/audio/sample-call-script.txt). */
export type TranscriptLine = { speaker: 'AI Receptionist' | 'Caller'; text: string };

export const sampleCallTranscript: TranscriptLine[] = [
  { speaker: 'AI Receptionist', text: 'Thanks for calling Riverside Motors, this is Ava, the virtual receptionist. How can I help you today?' },
  { speaker: 'Caller', text: "Hi, I'd like to book a service. My car needs an oil change, and the brakes are squeaking." },
  { speaker: 'AI Receptionist', text: 'I can help with that. May I have your name, please?' },
  { speaker: 'Caller', text: 'Sure, Daniel Harper.' },
  { speaker: 'AI Receptionist', text: 'Thanks, Daniel. Which vehicle is it?' },
  { speaker: 'Caller', text: 'A 2019 Honda CR-V.' },
  { speaker: 'AI Receptionist', text: 'Got it. I have Thursday at 9 AM, or Friday at 2:30 PM. Which works better?' },
  { speaker: 'Caller', text: 'Thursday at nine is perfect.' },
  { speaker: 'AI Receptionist', text: 'Great. Oil change and brake check for your Honda CR-V, Thursday at 9 AM. Shall I text you a confirmation?' },
  { speaker: 'Caller', text: 'Yes, please.' },
  { speaker: 'AI Receptionist', text: "Done, it's on its way. Anything else I can help with?" },
  { speaker: 'Caller', text: "No, that's all. Thanks!" },
  { speaker: 'AI Receptionist', text: "You're welcome, Daniel. See you on Thursday, and have a great day!" },
];
