import { parseCallReport, verifyWebhookSignature } from '@receptionist/calls-domain';
import { dealershipCall, SCENARIO_TOPICS } from './dealership-calls';
import { runSimulation } from './run-simulation';

/** A seeded generator (mulberry32): the same calls on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('dealership calls', () => {
  const now = new Date('2030-01-02T10:00:00Z');
  const random = seeded(14);
  const reports = Array.from({ length: 2000 }, (_, n) => {
    const call = dealershipCall(`c-${n}`, now, random);
    return { call, report: parseCallReport({ ...call, client_id: '00000000-0000-5000-a000-000000000001' }) };
  });
  const share = (test: (report: (typeof reports)[number]['report']) => boolean) =>
    reports.filter(({ report }) => test(report)).length / reports.length;

  it('are valid call reports ending now, covering every scenario and agent', () => {
    for (const { report } of reports) expect(Date.parse(report.details.startedAt) + report.details.durationSeconds * 1000).toBe(now.getTime());
    expect([...new Set(reports.map(({ call }) => call.topic))].sort()).toEqual([...SCENARIO_TOPICS].sort());
    expect(new Set(reports.map(({ report }) => report.details.agent))).toEqual(new Set(['sales', 'service', 'missed_call']));
  });

  it('carry outcomes in realistic proportions', () => {
    const { outcomes } = reports[0].report;
    expect(Object.keys(outcomes).sort()).toEqual(['appointment', 'message', 'sms', 'transfer']);
    const appointments = reports.flatMap(({ report }) => (report.outcomes.appointment ? [report.outcomes.appointment] : []));
    expect(appointments.length / reports.length).toBeGreaterThan(0.3);
    expect(appointments.length / reports.length).toBeLessThan(0.5);
    expect(new Set(appointments.map((appointment) => appointment.kind))).toEqual(new Set(['sales_visit', 'test_drive', 'service']));
    for (const appointment of appointments) expect(Date.parse(appointment.startsAt)).toBeGreaterThan(now.getTime());
    expect(
      appointments.filter((appointment) => appointment.kind === 'service').every((appointment) => appointment.vehicle && appointment.concern),
    ).toBe(true);

    expect(share((report) => report.outcomes.message !== null)).toBeGreaterThan(0.15);
    expect(share((report) => report.outcomes.message?.urgency === 'urgent')).toBeGreaterThan(0.01);
    expect(share((report) => report.outcomes.message?.urgency === 'urgent')).toBeLessThan(0.08);
    expect(share((report) => report.outcomes.transfer !== null)).toBeGreaterThan(0.1);
    expect(share((report) => report.outcomes.transfer?.answered === false)).toBeGreaterThan(0.03);
    expect(share((report) => report.outcomes.transfer?.answered === false)).toBeLessThan(0.1);
    expect(share((report) => report.outcomes.sms !== null)).toBeGreaterThan(0.3);
    expect(share((report) => report.outcomes.sms?.status === 'failed')).toBeGreaterThan(0);
    expect(share((report) => report.details.sentiment === 'negative')).toBeGreaterThan(0.02);
    expect(share((report) => report.details.summary !== null)).toBeGreaterThan(0.8);
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
