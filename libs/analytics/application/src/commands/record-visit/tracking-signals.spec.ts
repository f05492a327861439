import { isSpeculativeLoad, visitorOptedOut } from './tracking-signals';

describe('tracking signals', () => {
  it('treats DNT: 1 and Sec-GPC: 1 as opting out', () => {
    expect(visitorOptedOut({ dnt: '1' })).toBe(true);
    expect(visitorOptedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(visitorOptedOut({ dnt: '0' })).toBe(false);
    expect(visitorOptedOut({})).toBe(false);
  });

  it('recognises prefetch and prerender requests', () => {
    expect(isSpeculativeLoad({ purpose: 'prefetch' })).toBe(true);
    expect(isSpeculativeLoad({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isSpeculativeLoad({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isSpeculativeLoad({ 'user-agent': 'prefetch-looking agent' })).toBe(false);
  });
});
