import { startMemoryReducerNudge } from '../memory-reducer-nudge';

/**
 * A process that allocates and drops a burst of short-lived objects, then stays idle with one timer running, as an
 * API does once a catch-up is over. `nudge` as its argument starts the memory reducer's nudge first.
 */
if (process.argv[2] === 'nudge') startMemoryReducerNudge(500);

let kept: string[][] = [];
for (let round = 0; round < 60; round += 1) {
  kept.push(Array.from({ length: 20_000 }, (_, index) => `burst ${round} ${index}`));
  if (kept.length > 20) kept = kept.slice(-20);
}
kept = [];
process.send?.('idle');
setInterval(() => undefined, 1000);
