import { EventLoopSlices, yieldToEventLoop } from './yield-to-event-loop';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Runs `loops` background loops of `steps` busy steps each while a timer ticks; returns what ran, in order. */
async function interleaving(loops: number, steps: number, step: (name: string) => Promise<void>): Promise<string[]> {
  const trace: string[] = [];
  let ticking = true;
  const tick = () => {
    trace.push('tick');
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await new Promise((wait) => setTimeout(wait, 5));
  await Promise.all(
    Array.from({ length: loops }, async (_, index) => {
      await yieldToEventLoop();
      for (let count = 0; count < steps; count++) {
        trace.push(`loop ${index}`);
        await step(`loop ${index}`);
      }
    }),
  );
  ticking = false;
  return trace;
}

/** The longest run of loop steps with no timer between them. */
const longestRunOfSteps = (trace: string[]) =>
  trace.reduce(({ run, longest }, entry) => (entry === 'tick' ? { run: 0, longest } : { run: run + 1, longest: Math.max(longest, run + 1) }), {
    run: 0,
    longest: 0,
  }).longest;

describe('yieldToEventLoop', () => {
  it('lets the loops of a process take turns: timers run after each step, not after a step of each loop', async () => {
    const trace = await interleaving(3, 6, async () => {
      busyFor(2);
      await yieldToEventLoop();
    });
    expect(trace.filter((entry) => entry !== 'tick')).toHaveLength(18);
    expect(longestRunOfSteps(trace)).toBe(1);
  });

  it('serves the loops first come, first served', async () => {
    const trace = await interleaving(3, 4, async () => yieldToEventLoop());
    const steps = trace.filter((entry) => entry !== 'tick');
    expect(steps.slice(0, 6)).toEqual(['loop 0', 'loop 1', 'loop 2', 'loop 0', 'loop 1', 'loop 2']);
  });
});

describe('EventLoopSlices', () => {
  it('gives way once a slice of work has run, and not before', async () => {
    const slices = new EventLoopSlices(5);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    busyFor(1);
    await slices.afterStep();
    expect(timerRan).toBe(false);
    busyFor(6);
    await slices.afterStep();
    expect(timerRan).toBe(true);
  });

  it('gives way at once when asked, however little of the slice has run, and starts a new slice', async () => {
    const slices = new EventLoopSlices(60_000);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    busyFor(2);
    await slices.giveWay();
    expect(timerRan).toBe(true);
    timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    busyFor(2);
    await slices.afterStep();
    expect(timerRan).toBe(false);
  });
});
