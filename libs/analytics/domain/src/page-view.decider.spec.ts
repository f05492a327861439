import { deciderSpec } from '@receptionist/domain-kit';
import { InvalidVisitError } from './analytics.errors';
import type { TrackVisit } from './page-view.commands';
import { pageViewDecider } from './page-view.decider';
import { MAX_UNKNOWN_PATHS_PER_DAY, OTHER_PATHS } from './tracked-path';

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';

function visit(overrides: Partial<TrackVisit> = {}): TrackVisit {
  return { kind: 'page_view', path: '/demo', userAgent: browser, siteHost: 'receptionist.example', now: '2025-03-09T23:59:30.000Z', ...overrides };
}

const { given } = deciderSpec(pageViewDecider);
/** Visits are decided on their own (no prior state): given nothing, when the visit, then these events (or a refusal). */
const decideTrackVisit = (command: TrackVisit) => given().when(command).events;

describe('page-view decider', () => {
  it('records a page view with the path and the UTC day', () => {
    expect(decideTrackVisit(visit())).toEqual([{ type: 'PageViewed', data: { path: '/demo', day: '2025-03-09' } }]);
  });

  it('records a lead on the given path', () => {
    expect(decideTrackVisit(visit({ kind: 'lead', path: '/thank-you' }))).toEqual([
      { type: 'LeadTracked', data: { path: '/thank-you', day: '2025-03-09' } },
    ]);
  });

  it('drops the query string and the fragment', () => {
    const [event] = decideTrackVisit(visit({ path: '/faq?email=a@b.example&utm=x#pricing' }));
    expect(event.data.path).toBe('/faq');
  });

  it('keeps only the host of an external referrer', () => {
    const [event] = decideTrackVisit(visit({ referrer: 'https://www.google.com/search?q=ai+receptionist' }));
    expect(event.data).toEqual({ path: '/demo', day: '2025-03-09', referrerHost: 'www.google.com' });
  });

  it('ignores internal and malformed referrers', () => {
    expect(decideTrackVisit(visit({ referrer: 'https://receptionist.example/faq' }))[0].data).not.toHaveProperty('referrerHost');
    expect(decideTrackVisit(visit({ referrer: 'not a url' }))[0].data).not.toHaveProperty('referrerHost');
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/139.0 Safari/537.36',
    'curl/8.5.0',
    '',
  ])('records nothing for the bot user agent %j', (userAgent) => {
    expect(decideTrackVisit(visit({ userAgent }))).toEqual([]);
  });

  it.each([
    ['without a leading slash', 'demo', 'path must start with "/"'],
    ['that is a protocol-relative URL', '//evil.example/x', 'path must be a path on this site, not a URL'],
    ['of 513 characters', `/${'a'.repeat(512)}`, 'path must be at most 512 characters'],
    ['with a space', '/a b', 'path must not contain spaces or control characters'],
  ])('rejects a path %s', (_label, path, message) => {
    expect(() => decideTrackVisit(visit({ path }))).toThrow(new InvalidVisitError(message));
  });

  it('accepts a path of exactly 512 characters', () => {
    expect(decideTrackVisit(visit({ path: `/${'a'.repeat(511)}` }))).toHaveLength(1);
  });

  it('rejects an unknown kind', () => {
    expect(() => decideTrackVisit(visit({ kind: 'click' as TrackVisit['kind'] }))).toThrow('kind must be one of: page_view, lead');
  });

  describe('the daily cap on paths outside the site', () => {
    const full = { pathCounted: false, unknownPaths: MAX_UNKNOWN_PATHS_PER_DAY };

    it('counts an unknown path under its own name while the day is below the cap', () => {
      const [event] = decideTrackVisit(visit({ path: '/made-up', today: { pathCounted: false, unknownPaths: MAX_UNKNOWN_PATHS_PER_DAY - 1 } }));
      expect(event.data.path).toBe('/made-up');
    });

    it('counts a new unknown path under OTHER_PATHS once the cap is reached', () => {
      expect(decideTrackVisit(visit({ path: '/made-up', today: full }))[0].data.path).toBe(OTHER_PATHS);
      expect(decideTrackVisit(visit({ kind: 'lead', path: '/made-up', today: full }))[0].data.path).toBe(OTHER_PATHS);
    });

    it('keeps counting a path that already has its row, and every site route', () => {
      expect(decideTrackVisit(visit({ path: '/made-up', today: { ...full, pathCounted: true } }))[0].data.path).toBe('/made-up');
      expect(decideTrackVisit(visit({ path: '/faq', today: full }))[0].data.path).toBe('/faq');
      expect(decideTrackVisit(visit({ path: '/admin/demo-requests', today: full }))[0].data.path).toBe('/admin/demo-requests');
    });
  });
});
