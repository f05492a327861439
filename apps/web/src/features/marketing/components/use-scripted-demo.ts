import { useCallback, useEffect, useRef, useState } from 'react';

export type DemoMessage = { role: 'assistant' | 'user'; text: string };

/** The scripted reply arrives this long after the greeting (product spec, section 9). */
export const DEMO_REPLY_DELAY_MS = 3000;

const greeting: DemoMessage = {
  role: 'assistant',
  text: "Hello! Thank you for calling. I'm your AI receptionist. How can I help you today?",
};
const scriptedExchange: DemoMessage[] = [
  { role: 'user', text: "Hi, I'd like to book an appointment." },
  { role: 'assistant', text: "I'd be happy to help you book an appointment. What day works best for you?" },
];

/** A pretend call: greeting at once, the scripted exchange after a delay; no real call is made. */
export function useScriptedDemo() {
  const [active, setActive] = useState(false);
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => clearTimeout(timer.current);

  const start = useCallback(() => {
    clearTimer();
    setActive(true);
    setMessages([greeting]);
    timer.current = setTimeout(() => setMessages((current) => [...current, ...scriptedExchange]), DEMO_REPLY_DELAY_MS);
  }, []);

  const end = useCallback(() => {
    clearTimer();
    setActive(false);
    setMessages([]);
  }, []);

  useEffect(() => clearTimer, []);

  return { active, messages, start, end };
}
