import { EventEmitter } from 'node:events';
import { startEventLoopProbe } from './event-loop-probe';

function fakeProcess(withChannel: boolean) {
  const emitter = new EventEmitter();
  const sent: unknown[] = [];
  const proc = Object.assign(emitter, {
    channel: { unref: () => undefined },
    ...(withChannel ? { send: (message: unknown) => sent.push(message) > 0 } : {}),
  });
  return { proc, sent };
}

describe('event-loop probe', () => {
  it('stays off unless EVENT_LOOP_PROBE=ipc and the process was forked with an IPC channel', () => {
    expect(startEventLoopProbe(false, fakeProcess(true).proc)).toBe(false);
    expect(startEventLoopProbe(true, fakeProcess(false).proc)).toBe(false);
  });

  it('answers its parent with the delay percentiles of the scope asked for, and ignores other messages', () => {
    const { proc, sent } = fakeProcess(true);
    expect(startEventLoopProbe(true, proc)).toBe(true);
    proc.emit('message', { type: 'something-else' });
    proc.emit('message', null);
    proc.emit('message', { type: 'event-loop-probe:reset', scope: 'phase' });
    proc.emit('message', { type: 'event-loop-probe:read', scope: 'phase' });
    expect(sent).toEqual([
      {
        type: 'event-loop-probe:figures',
        scope: 'phase',
        p50Ms: expect.any(Number),
        p99Ms: expect.any(Number),
        maxMs: expect.any(Number),
        samples: expect.any(Number),
        memory: expect.objectContaining({ rssMb: expect.any(Number), heapUsedMb: expect.any(Number), externalMb: expect.any(Number) }),
      },
    ]);
  });
});
