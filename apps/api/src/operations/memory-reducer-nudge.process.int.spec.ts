import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

const REGISTER_TS = join(__dirname, '../../../../libs/platform/event-store/src/testing/register-ts.cjs');
/** The memory reducer's timer ticks every 8 s: two ticks with room to spare, well before its 100 s watchdog. */
const WITHIN_MS = 30_000;

/** Starts the idle program with V8's memory-reducer trace; resolves with its trace since it went idle once the reducer collects, or at the deadline. */
function reducerTrace(args: string[]): Promise<{ collected: boolean; trace: string }> {
  const child: ChildProcess = fork(join(__dirname, 'testing/burst-then-idle.ts'), args, {
    execArgv: ['--require', REGISTER_TS, '--trace-memory-reducer'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let idle = false;
    let traceOnceIdle = '';
    const finish = (collected: boolean) => {
      clearTimeout(deadline);
      child.kill();
      resolve({ collected, trace: traceOnceIdle });
    };
    const deadline = setTimeout(() => finish(false), WITHIN_MS);
    child.on('message', (message) => (idle ||= message === 'idle'));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (!idle) return;
      traceOnceIdle += chunk;
      if (/Memory reducer: started GC/.test(traceOnceIdle)) finish(true);
    });
    child.on('error', reject);
  });
}

describe('the memory reducer nudge', () => {
  it('lets V8 run its memory-reducing collection once the process is idle after a burst', async () => {
    const { collected, trace } = await reducerTrace(['nudge']);
    expect({ collected, lastLines: trace.split('\n').slice(-6) }).toMatchObject({ collected: true });
  }, 45_000);
});
