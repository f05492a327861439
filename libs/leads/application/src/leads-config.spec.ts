import { leadsConfigFromEnv } from './leads-config';

describe('leadsConfigFromEnv', () => {
  it('defaults to 20 submissions per IP per 10 minutes', () => {
    expect(leadsConfigFromEnv({})).toEqual({ submissionsPerIp: { limit: 20, windowSeconds: 600 } });
  });

  it('reads the limit and the window', () => {
    const config = leadsConfigFromEnv({ LEADS_SUBMISSIONS_PER_IP: '1000', LEADS_SUBMISSIONS_WINDOW_SECONDS: '60' });
    expect(config.submissionsPerIp).toEqual({ limit: 1000, windowSeconds: 60 });
  });

  it('refuses a value that is not a positive integer', () => {
    expect(() => leadsConfigFromEnv({ LEADS_SUBMISSIONS_PER_IP: 'lots' })).toThrow('LEADS_SUBMISSIONS_PER_IP must be a positive integer (got "lots")');
  });
});
