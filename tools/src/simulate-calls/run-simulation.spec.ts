import { parseCallReport, verifyWebhookSignature } from '@receptionist/calls-domain';
import { dealershipCall, SCENARIO_TOPICS } from './dealership-calls';
import { runSimulation } from './run-simulation';

describe('dealership calls', () => {
  it('are valid call reports covering every scenario', () => {
    const topics = new Set<string>();
    for (let n = 0; n < 300; n++) {
      const call = dealershipCall(`c-${n}`, new Date('2030-01-02T10:00:00Z'));
      const report = parseCallReport({ ...call, client_id: '00000000-0000-5000-a000-000000000001' });
      expect(Date.parse(report.details.startedAt) + report.details.durationSeconds * 1000).toBe(Date.parse('2030-01-02T10:00:00Z'));
      topics.add(call.topic);
    }
    expect([...topics].sort()).toEqual([...SCENARIO_TOPICS].sort());
  });
});

describe('runSimulation', () => {
  it('posts signed calls at the rate for the duration, round-robin over the clients', async () => {
    let clock = Date.parse('2030-01-02T10:00:00Z');
    const received: { clientId: string; signedAt: number }[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      const body = init.body as string;
      const signature = (init.headers as Record<string, string>)['x-signature'];
      verifyWebhookSignature('s3cret', signature, body, Math.floor(clock / 1000));
      received.push({ clientId: parseCallReport(JSON.parse(body)).clientId as string, signedAt: clock });
      return new Response('{}', { status: 201 });
    }) as typeof fetch;

    const accepted = await runSimulation(
      {
        url: 'http://api',
        secret: 's3cret',
        clientIds: ['00000000-0000-5000-a000-00000000000a', '00000000-0000-5000-a000-00000000000b'],
        ratePerMinute: 30,
        durationSeconds: 10,
      },
      { fetch: fakeFetch, sleep: async (ms) => void (clock += ms), now: () => new Date(clock), log: () => undefined },
    );

    expect(accepted).toBe(5);
    expect(received.map((call) => call.clientId.slice(-1))).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(received[4].signedAt - received[0].signedAt).toBe(8000);
  });
});
