/**
 * What a test's code ran, in order, with `turn` marked wherever the event loop turned in between (an immediate kept
 * queued all along ran): `push` an entry for each step of interest, `stop()` once done.
 */
export function traceTurns(): { trace: string[]; stop: () => void } {
  const trace: string[] = [];
  let turning = true;
  const turn = () => {
    if (trace.at(-1) !== 'turn') trace.push('turn');
    if (turning) setImmediate(turn);
  };
  turn();
  return { trace, stop: () => (turning = false) };
}

/** The most `entry` steps run in one turn of the event loop. */
export function mostInOneTurn(trace: readonly string[], entry: string): number {
  let most = 0;
  let run = 0;
  for (const step of trace) {
    run = step === 'turn' ? 0 : step === entry ? run + 1 : run;
    most = Math.max(most, run);
  }
  return most;
}
