import { useState } from 'react';
import { notifyError } from '../../../lib/auth/notify';

/** Runs one action at a time; errors become the 'Error' toast. Returns whether the action succeeded. */
export function useBusyAction(): [boolean, (action: () => Promise<void>) => Promise<boolean>] {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
