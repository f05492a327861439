import { parseCallReport, sniffAudio, verifyWebhookSignature } from '@receptionist/calls-domain';
import { CLIP_SAMPLE_RATE, callClip } from './call-audio';
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

describe('call clips', () => {
  const random = seeded(15);
  const clips = Array.from({ length: 20 }, () => callClip(random));

  it('are decodable WAV files of 3 to 8 seconds, 8 kHz mono 16-bit, small enough to send with every call', () => {
    for (const clip of clips) {
      const audio = sniffAudio(clip);
      expect(audio?.contentType).toBe('audio/wav');
      expect(audio?.durationSeconds).toBeGreaterThanOrEqual(3);
      expect(audio?.durationSeconds).toBeLessThanOrEqual(8);
      expect(clip.readUInt16LE(22)).toBe(1);
      expect(clip.readUInt32LE(24)).toBe(CLIP_SAMPLE_RATE);
      expect(clip.readUInt16LE(34)).toBe(16);
      expect(clip.length).toBeLessThan(130 * 1024);
    }
  });

  it('sound like speech: bursts of sound with pauses between them, never clipped', () => {
    for (const clip of clips) {
      const samples = new Int16Array(clip.buffer.slice(clip.byteOffset + 44, clip.byteOffset + clip.length));
      const window = CLIP_SAMPLE_RATE / 20;
      const levels = Array.from({ length: Math.floor(samples.length / window) }, (_, index) => {
        const slice = samples.subarray(index * window, (index + 1) * window);
        return Math.sqrt(slice.reduce((sum, value) => sum + value * value, 0) / slice.length);
      });
      const quiet = levels.filter((level) => level < 500).length / levels.length;
      expect(quiet).toBeGreaterThan(0.1);
      expect(quiet).toBeLessThan(0.7);
      expect(Math.max(...levels)).toBeGreaterThan(3000);
      expect(samples.filter((value) => Math.abs(value) >= 32767).length).toBe(0);
    }
  });
});

describe('runSimulation', () => {
  const clientIds = ['00000000-0000-5000-a000-00000000000a', '00000000-0000-5000-a000-00000000000b'];

  /** A voice-platform receiver that checks each request as the API does: the signature over the raw bytes, then the body. */
  function receiver(clock: () => number) {
    const received: { clientId: string; signedAt: number; transcript: string | null; recording: Buffer | null }[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      const raw = Buffer.from(init.body as Uint8Array);
      const headers = init.headers as Record<string, string>;
      verifyWebhookSignature('s3cret', headers['x-signature'], raw, Math.floor(clock() / 1000));
      let report: unknown;
      let recording: Buffer | null = null;
      if (headers['content-type'] === 'application/json') report = JSON.parse(raw.toString());
      else {
        const form = await new Response(raw, { headers: { 'content-type': headers['content-type'] } }).formData();
        expect([...form.keys()]).toEqual(['report', 'recording']);
        report = JSON.parse(form.get('report') as string);
        recording = Buffer.from(await (form.get('recording') as File).arrayBuffer());
      }
      const parsed = parseCallReport(report);
      received.push({ clientId: parsed.clientId as string, signedAt: clock(), transcript: parsed.details.transcript, recording });
      return new Response('{}', { status: 201 });
    }) as typeof fetch;
    return { received, fakeFetch };
  }

  it('posts signed calls at the rate for the duration, round-robin over the clients', async () => {
    let clock = Date.parse('2030-01-02T10:00:00Z');
    const { received, fakeFetch } = receiver(() => clock);

    const accepted = await runSimulation(
      { url: 'http://api', secret: 's3cret', clientIds, ratePerMinute: 30, durationSeconds: 10, recordingShare: 0 },
      { fetch: fakeFetch, sleep: async (ms) => void (clock += ms), now: () => new Date(clock), log: () => undefined },
    );

    expect(accepted).toBe(5);
    expect(received.map((call) => call.clientId.slice(-1))).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(received[4].signedAt - received[0].signedAt).toBe(8000);
    expect(received.every((call) => call.recording === null)).toBe(true);
  });

  it('sends the share of answered calls with a recording as signed multipart, and missed calls without', async () => {
    let clock = Date.parse('2030-01-02T10:00:00Z');
    const { received, fakeFetch } = receiver(() => clock);
    await runSimulation(
      { url: 'http://api', secret: 's3cret', clientIds, ratePerMinute: 60, durationSeconds: 40, recordingShare: 0.6 },
      { fetch: fakeFetch, sleep: async (ms) => void (clock += ms), now: () => new Date(clock), log: () => undefined, random: seeded(16) },
    );
    const answered = received.filter((call) => call.transcript !== null);
    const recorded = answered.filter((call) => call.recording !== null);
    expect(received.filter((call) => call.transcript === null && call.recording !== null)).toEqual([]);
    expect(recorded.length / answered.length).toBeGreaterThan(0.4);
    expect(recorded.length / answered.length).toBeLessThan(0.8);
    for (const call of recorded) expect(sniffAudio(call.recording as Buffer)?.contentType).toBe('audio/wav');
  });
});
