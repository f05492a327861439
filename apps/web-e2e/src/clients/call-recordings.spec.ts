import { expect, type Page, test } from '@playwright/test';
import { CLIENT_SETTING_MESSAGES } from '@receptionist/contracts';
import { graphql } from '@receptionist/graphql-documents';
import { PASSWORD, toast } from '../support/auth';
import { accessToken, graphqlAs } from '../support/graphql';
import { expectNoHorizontalOverflow } from '../support/site';
import { toneWav } from '../support/wav';
import { card, clientIdOf, postPlatformCallWithRecording, signInNewClient } from './client-area-support';

const SECONDS = 12;

const RECORDING_URL = graphql(`
  query E2eRecordingUrl {
    callLogs(limit: 1) {
      items {
        recording {
          status
          url
        }
      }
    }
  }
`);

/** The player's audio element, read in the page: where playback is, how fast, whether it plays. */
const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({ time: audio.currentTime, rate: audio.playbackRate, paused: audio.paused }));

test.describe('call recordings', () => {
  test('a call reported with its recording plays in the call details: play, seek by click and keyboard, speed; no one else can fetch it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = await signInNewClient(page, request, 'recordings');
    const clientId = await clientIdOf(request, email);
    await postPlatformCallWithRecording(request, clientId, toneWav(SECONDS), { caller_number: '+1 (555) 404-1234', summary: 'Asked about brakes.' });

    await page.goto('/dashboard/calls');
    await expect(page.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
    await page.getByRole('button', { name: /\+1 \(555\) 404-1234/ }).click();
    const details = page.getByRole('dialog', { name: 'Call Details' });
    const recording = details.getByRole('region', { name: 'Recording' });
    const seek = recording.getByRole('slider', { name: 'Seek in the recording' });
    await expect(seek).toHaveAttribute('aria-valuemax', String(SECONDS));
    await expect(recording).toContainText(`0:00 / 0:${SECONDS}`);
    await expect(recording.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /^call-\d{4}-\d{2}-\d{2}-\d{4}\.wav$/);
    await expectNoHorizontalOverflow(page);

    await recording.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await audioState(page)).time, { message: 'playback advances' }).toBeGreaterThan(0.3);
    await recording.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);

    const box = await seek.boundingBox();
    if (!box) throw new Error('The waveform has no box');
    await seek.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(SECONDS * 0.75, 0);
    await expect(seek).toHaveAttribute('aria-valuenow', '9');

    await seek.press('Home');
    await expect.poll(async () => (await audioState(page)).time).toBe(0);
    await seek.press('ArrowRight');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(5, 1);
    await expect(seek).toHaveAttribute('aria-valuetext', `0:05 of 0:${SECONDS}`);
    await seek.press('End');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(SECONDS, 0);
    await seek.press('ArrowLeft');
    await expect.poll(async () => (await audioState(page)).time).toBeCloseTo(SECONDS - 5, 0);

    const speeds = recording.getByRole('group', { name: 'Playback speed' });
    await speeds.getByRole('button', { name: '2×' }).click();
    await expect(speeds.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await audioState(page)).rate).toBe(2);
    await speeds.getByRole('button', { name: '1.5×' }).click();
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);

    // The audio URL is the owner's (and administrators') only: another client gets 404, no session 401.
    const { callLogs } = await graphqlAs(request, { email, password: PASSWORD }, RECORDING_URL);
    const url = callLogs.items[0].recording?.url;
    expect(url).toMatch(/^\/api\/calls\/.+\/recording$/);
    if (!url) return;
    const own = await request.get(url, {
      headers: { authorization: `Bearer ${await accessToken(request, { email, password: PASSWORD })}`, range: 'bytes=0-3' },
    });
    expect(own.status()).toBe(206);
    expect((await own.body()).toString('ascii')).toBe('RIFF');

    const strangerPage = await page.context().browser()?.newPage();
    if (!strangerPage) throw new Error('No second page');
    const stranger = await signInNewClient(strangerPage, request, 'recordings-stranger');
    const strangerToken = await accessToken(request, { email: stranger, password: PASSWORD });
    const refused = await request.get(url, { headers: { authorization: `Bearer ${strangerToken}` } });
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain('RIFF');
    const inBrowser = await strangerPage.evaluate(async (path) => (await fetch(path)).status, url);
    expect(inBrowser).toBe(401);
    await strangerPage.close();
    expect((await request.get(url)).status()).toBe(401);
  });

  test('the owner chooses how long recordings are kept on the settings page; the history shows it and Restore goes back to the default', async ({
    page,
    request,
  }) => {
    await signInNewClient(page, request, 'retention');
    await page.goto('/dashboard/settings');
    // A full page load on a busy 2-core machine: the lazy settings page may take longer than one expect timeout.
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
    const recordings = card(page, 'Call recordings');
    const keep = recordings.getByLabel('Keep recordings for');
    await expect(keep).toHaveValue('90');
    await keep.selectOption({ label: '30 days' });
    await expect(toast(page, CLIENT_SETTING_MESSAGES.updated)).toBeVisible();

    const history = card(page, 'Settings History');
    const rows = history.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Call recordings kept90 days30 days');
    await rows.first().getByRole('button', { name: 'Restore' }).click();
    await expect(rows).toHaveCount(2);
    await expect(keep).toHaveValue('90');
    await expect(rows.first()).toContainText('Call recordings kept30 days90 days');
    await expectNoHorizontalOverflow(page);
  });
});
