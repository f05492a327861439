import { useCallback, useRef } from 'react';

/**
 * One idempotency key per submission: asking again for the same content (a retry, a double click) answers the same
 * key; changed content or `reset()` after a success starts a new submission with a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ content: string; key: string } | null>(null);

  const keyFor = useCallback((content: unknown): string => {
    const serialized = JSON.stringify(content);
    if (current.current?.content !== serialized) current.current = { content: serialized, key: crypto.randomUUID() };
    return current.current.key;
  }, []);

  const reset = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, reset };
}
