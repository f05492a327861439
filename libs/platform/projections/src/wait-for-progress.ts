interface WaitForProgressOptions {
  timeoutMs: number;
  /** A promise that settles at the next sign of progress; taken before each check so no progress is missed. */
  nextProgress(): Promise<void>;
  /** true: done; false: give up now; undefined: keep waiting. */
  check(): Promise<boolean | undefined>;
}

/** Re-checks a condition at each sign of progress until it holds, fails, or the time is up. */
export async function waitForProgress({ timeoutMs, nextProgress, check }: WaitForProgressOptions): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'timeout')));
  try {
    for (;;) {
      const progressed = nextProgress();
      const outcome = await check();
      if (outcome !== undefined) return outcome;
      if ((await Promise.race([progressed, timedOut])) === 'timeout') return false;
    }
  } finally {
    clearTimeout(timer);
  }
}
