import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (typing in a search box sends one request, not one per key). */
export function useDebouncedValue<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
