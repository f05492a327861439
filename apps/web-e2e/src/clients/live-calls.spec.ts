import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { dataDir } from '../support/auth';
import { card, clientIdOf, signInNewClient, statValue } from './client-area-support';

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
