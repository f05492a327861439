import { isSpaRoute } from './spa-routing';

describe('isSpaRoute', () => {
  it.each(['/', '/demo', '/auth', '/auth/confirm?token_hash=x&type=signup', '/admin/demo-requests', '/faq?x=1', '/apis', '/healthy'])(
    'serves the web app for %s',
    (path) => {
      expect(isSpaRoute(path)).toBe(true);
    },
  );

  it.each(['/api', '/api/unknown', '/graphql', '/socket.io/x', '/health', '/auth/v1/token', '/missing.js', '/assets/app.css'])(
    'does not serve the web app for %s',
    (path) => {
      expect(isSpaRoute(path)).toBe(false);
    },
  );
});
