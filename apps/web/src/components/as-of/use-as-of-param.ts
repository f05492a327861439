import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page's "as of" instant, kept in the query string (`?asOf=`) so the view can be linked to; null: live. */
export function useAsOfParam(): [string | null, (asOf: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const setAsOf = useCallback(
    (asOf: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (asOf) next.set('asOf', asOf);
        else next.delete('asOf');
        return next;
      }),
    [setParams],
  );
  return [params.get('asOf') || null, setAsOf];
}
