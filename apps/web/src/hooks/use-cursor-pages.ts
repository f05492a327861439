import { useCallback, useState } from 'react';

/**
 * Keyset paging on the screen: the cursor of each page opened so far (the first page has none). Next opens the page
 * after the current one's `endCursor`; Previous goes back one; a new `resetKey` (a changed search or filter) starts
 * again at the first page. `offset` is what the range label shows ("Showing 26–50").
 */
export function useCursorPages(pageSize: number, resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: Array<string | null> }>({ key: resetKey, cursors: [null] });
  const cursors = state.key === resetKey ? state.cursors : [null];
  if (state.key !== resetKey) setState({ key: resetKey, cursors: [null] });
  const page = cursors.length - 1;
  const next = useCallback((endCursor: string | null) => {
    if (endCursor) setState((current) => ({ ...current, cursors: [...current.cursors, endCursor] }));
  }, []);
  const previous = useCallback(
    () => setState((current) => ({ ...current, cursors: current.cursors.length > 1 ? current.cursors.slice(0, -1) : current.cursors })),
    [],
  );
  return { after: cursors[page], offset: page * pageSize, hasPrevious: page > 0, next, previous };
}
