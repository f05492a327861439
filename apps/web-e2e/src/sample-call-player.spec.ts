import { expect, type Page, test } from '@playwright/test';

test.describe('sample-call player @desktop-only', () => {
  const seekTo = async (page: Page, fraction: number) => {
    const bar = page.getByRole('slider', { name: 'Sample call position' });
    const box = await bar.boundingBox();
    if (!box) throw new Error('The progress bar is not rendered');
    await bar.click({ position: { x: box.width * fraction, y: box.height / 2 } });
  };

  const durationSeconds = async (page: Page) =>
    Number(await page.getByRole('slider', { name: 'Sample call position' }).getAttribute('aria-valuemax'));

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('slider', { name: 'Sample call position' })).not.toHaveAttribute('aria-valuemax', '0');
  });

  test('play advances the elapsed time and pause stops it', async ({ page }) => {
    const elapsed = page.getByTestId('player-elapsed');
    await expect(elapsed).toHaveText('0:00');
    await page.getByRole('button', { name: 'Play sample call' }).click();
    await expect(page.getByRole('button', { name: 'Pause sample call' })).toBeVisible();
    await expect(elapsed).not.toHaveText('0:00', { timeout: 5000 });
    await page.getByRole('button', { name: 'Pause sample call' }).click();
    await expect(page.getByRole('button', { name: 'Play sample call' })).toBeVisible();
  });

  test('a click at half the bar seeks to half the duration', async ({ page }) => {
    const duration = await durationSeconds(page);
    expect(duration).toBeGreaterThan(10);
    await seekTo(page, 0.5);
    const position = Number(await page.getByRole('slider', { name: 'Sample call position' }).getAttribute('aria-valuenow'));
    expect(Math.abs(position - duration / 2)).toBeLessThanOrEqual(1);
    const [minutes, seconds] = (await page.getByTestId('player-elapsed').innerText()).split(':').map(Number);
    expect(Math.abs(minutes * 60 + seconds - duration / 2)).toBeLessThanOrEqual(1);
  });

  test('the arrow keys move the position and Home returns to the start', async ({ page }) => {
    const slider = page.getByRole('slider', { name: 'Sample call position' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '10');
    await expect(page.getByTestId('player-elapsed')).toHaveText('0:10');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  test('at the end it returns to paused at 0:00', async ({ page }) => {
    await page.getByRole('button', { name: 'Play sample call' }).click();
    await expect(page.getByRole('button', { name: 'Pause sample call' })).toBeVisible();
    await seekTo(page, 0.985);
    await expect(page.getByRole('button', { name: 'Play sample call' })).toBeVisible({ timeout: 5000 });
    await expect(page.getByTestId('player-elapsed')).toHaveText('0:00');
    await expect(page.getByRole('slider', { name: 'Sample call position' })).toHaveAttribute('aria-valuenow', '0');
  });

  test('the transcript expands', async ({ page }) => {
    await page.getByRole('button', { name: 'Read the transcript' }).click();
    await expect(page.getByText('Riverside Motors').first()).toBeVisible();
  });
});
