import { InvalidVisitError } from '@receptionist/analytics-domain';
import { parseTrackRequest } from './track-request';

describe('parseTrackRequest', () => {
  it('reads a JSON object or the same JSON sent as text', () => {
    const expected = { kind: 'page_view', path: '/faq', referrer: null };
    expect(parseTrackRequest({ kind: 'page_view', path: '/faq' })).toEqual(expected);
    expect(parseTrackRequest('{"kind":"page_view","path":"/faq"}')).toEqual(expected);
  });

  it.each([
    ['not json', 'body must be JSON like {"kind":"page_view","path":"/"}'],
    [[1], 'body must be a JSON object like {"kind":"page_view","path":"/"}'],
    [{ path: '/' }, 'kind must be a string: page_view or lead'],
    [{ kind: 'lead', path: 7 }, 'path must be a string starting with "/"'],
    [{ kind: 'lead', path: '/', referrer: 3 }, 'referrer must be a string when given'],
  ])('rejects %j', (body, message) => {
    expect(() => parseTrackRequest(body)).toThrow(new InvalidVisitError(message));
  });
});
