import { expect, test, type WebSocket } from '@playwright/test';
import { sidebar, toast } from '../support/auth';
import { openDemoRequests, submitBookDemoLead, uniqueTag } from './lead-support';

/** The e2e server's access-token lifetime (AUTH_ACCESS_TOKEN_TTL in the Playwright config). */
const ACCESS_TOKEN_TTL_MS = 8_000;
const expiryOf = (token: string): number => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp * 1000;

// The e2e server issues 8 s access tokens and disconnects a live socket whose token has expired (checked every 2 s).
test.describe('live updates outlive the access token @desktop-only', () => {
  test('an admin page open past its token’s expiry keeps its one live connection and still gets a new lead', async ({ page, request }) => {
    test.setTimeout(60_000);
    const sockets: WebSocket[] = [];
    const closed = new Set<WebSocket>();
    page.on('websocket', (socket) => {
      sockets.push(socket);
      socket.on('close', () => closed.add(socket));
    });
    let latestExpiry = 0;
    page.on('response', async (response) => {
      if (!response.url().includes('/auth/v1/token?grant_type=') || !response.ok()) return;
      // A token answered just before a navigation has no readable body any more: it expires at the latest one TTL on.
      const body = (await response.json().catch(() => null)) as { access_token?: string } | null;
      const expiry = body?.access_token ? expiryOf(body.access_token) : Date.now() + ACCESS_TOKEN_TTL_MS;
      latestExpiry = Math.max(latestExpiry, expiry);
    });
    await openDemoRequests(page);
    await sidebar(page, 'Admin').getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The page's live connection: the newest WebSocket (the sign-in page's one went with its document).
    await expect.poll(() => sockets.filter((socket) => !closed.has(socket)).length).toBeGreaterThan(0);
    const connection = sockets[sockets.length - 1];

    // Every token issued so far (the connection's among them) has expired, and the server's check has run since.
    const allExpired = latestExpiry + 4000;
    await expect.poll(() => Date.now() > allExpired, { timeout: 20_000, intervals: [500] }).toBe(true);

    const tag = uniqueTag('ren');
    await submitBookDemoLead(request, { email: `${tag}@dealer.example`, fullName: `Kim ${tag}` });
    await expect(toast(page, `Kim ${tag} (${tag}@dealer.example)`)).toBeVisible();
    // The fresh tokens were presented on the open connection: it was never dropped and replaced.
    expect(closed.has(connection)).toBe(false);
    expect(sockets[sockets.length - 1]).toBe(connection);
  });
});
