import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { dataDir } from '../support/auth';
import { card, clientIdOf, postPlatformCall, signInNewClient, statValue, usageOf } from './client-area-support';

const repoRoot = join(__dirname, '../../../..');

test('a call posted by the simulator appears on the dashboard without a reload @desktop-only', async ({ page, request, baseURL }) => {
  const email = await signInNewClient(page, request, 'live');
  const clientId = await clientIdOf(request, email);
  await expect(card(page, 'Recent Call Logs').getByText('No calls yet')).toBeVisible();
  await expect(statValue(page, 'Total Calls')).toHaveText('0');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['dist/node/tools/src/simulate-calls/main.js', '--client', clientId, '--rate', '30', '--duration', '1', '--url', baseURL ?? ''],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir() } },
  );
  expect(stdout).toContain('Done: 1 call(s) accepted.');

  const rows = card(page, 'Recent Call Logs')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).not.toContainText('No calls yet');
  await expect(statValue(page, 'Total Calls')).toHaveText('1');
  expect(navigations).toEqual([]);
});

test('a call logged while the live connection is still being made shows without a reload @desktop-only', async ({ page, request }) => {
  // The live channel's handshake (Socket.IO starts with HTTP long-polling) is held until the call is logged.
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/socket.io/**', async (route) => {
    await released;
    await route.continue();
  });
  const email = await signInNewClient(page, request, 'live-late');
  await expect(statValue(page, 'Total Calls')).toHaveText('0');

  await postPlatformCall(request, await clientIdOf(request, email));
  await expect.poll(async () => (await usageOf(request, email)).totalCalls).toBe(1);
  release?.();

  await expect(statValue(page, 'Total Calls')).toHaveText('1');
  await expect(card(page, 'Recent Call Logs').getByText('No calls yet')).toBeHidden();
});
