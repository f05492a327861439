import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { LEAD_FORMS, type LeadFormSubmission, validateLeadFormSubmission } from '@receptionist/contracts';
import { demoRequestIdFromKey, LEADS_CONFIG, type LeadsConfig } from '@receptionist/leads-application';
import { fuzz } from '@receptionist/fuzz-tally';
import { startTestApi, type TestApi } from '../testing/test-api';
import { graphql, SUBMIT, validBookDemo, validContact, validGetInTouch } from './leads-graphql';

const FIELDS = ['email', 'fullName', 'firstName', 'companyName', 'phone', 'businessType', 'message'] as const;

/** Field values from plausible to hostile: valid-looking text, any unicode, padding, huge strings, wrong JSON types. */
const fieldValue = fc.oneof(
  fc.constantFrom('ada@dealer.example', 'Ada Lovelace', '+1 (555) 010-2000', 'Franchise dealer', 'Please call me back soon.', '  x  ', ''),
  fc.emailAddress(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.stringMatching(/^[\d\s()+-]{0,24}$/),
  fc.string({ minLength: 990, maxLength: 1010 }),
  fc.constant(null),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 2 }),
);

const VALID_FORMS = [validBookDemo(), validGetInTouch(), validContact()];

const fuzzedValue = (key: string) => {
  if (key === 'form') return fc.oneof(fc.constantFrom(...LEAD_FORMS), fc.string({ maxLength: 12 }), fc.constant(null));
  if (key === 'honeypot') return fc.oneof(fc.constant(null), fc.constant(''), fc.string({ minLength: 1, maxLength: 20 }));
  return fieldValue;
};

/** A valid form with up to three of its fields, the form name or the honeypot replaced by fuzzed values. */
const submission = fc
  .tuple(fc.constantFrom(...VALID_FORMS), fc.uniqueArray(fc.constantFrom('form', 'honeypot', ...FIELDS), { maxLength: 3 }))
  .chain(([valid, keys]) =>
    fc
      .tuple(...keys.map(fuzzedValue))
      .map((values): Record<string, unknown> => ({ ...valid, ...Object.fromEntries(keys.map((key, index) => [key, values[index]])) })),
  );

/** What the server must do: store exactly the submissions GraphQL accepts and the shared rules pass. */
function shouldStore(input: Record<string, unknown>, key: string): boolean {
  const wellTyped = Object.entries(input).every(([, value]) => value === null || value === undefined || typeof value === 'string');
  if (!wellTyped || !LEAD_FORMS.includes(input['form'] as never) || key.trim() === '') return false;
  if (typeof input['honeypot'] === 'string' && input['honeypot'] !== '') return false;
  return validateLeadFormSubmission(input as LeadFormSubmission).ok;
}

/** Most inputs come from a few addresses, so the real per-IP limiter is reached; the rest from fresh ones. */
const SHARED_IPS = ['10.77.0.1', '10.77.0.2', '10.77.0.3', '10.77.0.4'];
let freshIps = 0;
const sourceIp = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SHARED_IPS) },
  { weight: 2, arbitrary: fc.constant(null).map(() => `10.78.${Math.floor(++freshIps / 250) % 250}.${freshIps % 250}`) },
);

/**
 * What the limiter (`SlidingWindowLimit`) must decide, per IP: this fixed window's attempts plus the previous one's,
 * weighted by how much of it the sliding span still covers at the moment of the request. The server takes that moment
 * somewhere between the request's start and end: the model answers only when both ends agree, and never for an IP
 * whose attempt may have landed in either of two windows.
 */
class LimiterModel {
  private window = -1;
  private counts = new Map<string, number>();
  private previous = new Map<string, number>();
  private unknown = new Set<string>();
  private unknownBefore = new Set<string>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private turnTo(window: number) {
    if (window === this.window) return;
    const next = window === this.window + 1;
    this.previous = next ? this.counts : new Map();
    this.unknownBefore = next ? this.unknown : new Set();
    this.counts = new Map();
    this.unknown = new Set();
    this.window = window;
  }

  private over(ip: string, at: number): boolean {
    const share = 1 - (at % this.windowMs) / this.windowMs;
    return (this.previous.get(ip) ?? 0) * share + (this.counts.get(ip) ?? 0) > this.limit;
  }

  /** true: must be limited, false: must pass, null: cannot tell. */
  take(ip: string, startedAt: number, endedAt: number): boolean | null {
    this.turnTo(Math.floor(startedAt / this.windowMs));
    this.counts.set(ip, (this.counts.get(ip) ?? 0) + 1);
    if (Math.floor(endedAt / this.windowMs) !== this.window) {
      this.unknown.add(ip);
      this.turnTo(Math.floor(endedAt / this.windowMs));
      this.unknown.add(ip);
      return null;
    }
    if (this.unknown.has(ip) || this.unknownBefore.has(ip)) return null;
    const atStart = this.over(ip, startedAt);
    return atStart === this.over(ip, endedAt) ? atStart : null;
  }
}

describe('submitDemoRequest under property-based fuzzing', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Windows of a few seconds, so that every run crosses several and the limiter's sliding span is checked, not only
    // one fixed window (the product's is 600 s, which a run of a few seconds rarely crosses).
    api = await startTestApi({ leads: { submissionsPerIp: { limit: 3, windowSeconds: 4 } } });
  });
  afterAll(() => api.close());

  it('never answers 5xx, stores a lead exactly when the input is valid, and limits each IP with TOO_MANY_REQUESTS', async () => {
    const { limit, windowSeconds } = api.app.get<LeadsConfig>(LEADS_CONFIG).submissionsPerIp;
    const model = new LimiterModel(limit, windowSeconds * 1000);
    let stored = 0;
    let refused = 0;
    let limited = 0;
    await fuzz(
      'leads: submitDemoRequest from a few IPs',
      fc.asyncProperty(submission, fc.boolean(), sourceIp, async (input, blankKey, ip) => {
        const key = blankKey ? '   ' : randomUUID();
        const headBefore = await api.platform.eventStore.headPosition();
        const startedAt = Date.now();
        const result = await graphql(api, SUBMIT, { input, key }, { ip });
        // Ill-typed variables fail validation before the resolver (and its limiter) runs.
        const reachesResolver =
          Object.values(input).every((value) => value === null || value === undefined || typeof value === 'string') &&
          LEAD_FORMS.includes(input['form'] as never);
        const mustLimit = reachesResolver ? model.take(ip, startedAt, Date.now()) : false;
        expect(result.status).toBeLessThan(500);
        expect(result.errors?.map((error) => error.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
        const wasLimited = result.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS';
        if (mustLimit !== null) expect(wasLimited).toBe(mustLimit);
        if (wasLimited) {
          limited++;
          expect(result.data).toBeNull();
          expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
          return;
        }
        const expected = shouldStore(input, key);
        expect((await api.platform.eventStore.headPosition()) - headBefore).toBe(expected ? 1 : 0);
        if (expected) expect(await api.platform.eventStore.readStream(`demo-request-${demoRequestIdFromKey(key)}`)).toHaveLength(1);
        const honeypotFilled = typeof input['honeypot'] === 'string' && input['honeypot'] !== '';
        if (!honeypotFilled) expect(result.errors === undefined).toBe(expected);
        if (expected) stored++;
        else refused++;
      }),
      { numRuns: 300 },
    );
    expect(stored).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
    expect(limited).toBeGreaterThan(20);
  }, 60_000);
});
