import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits for running transitions and finite animations: axe would read a colour halfway through a fade (a dialog opening). */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function analyze(page: Page, within?: string): Promise<string[]> {
  await animationsFinished(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The serious and critical WCAG 2.1 A/AA and best-practice violations axe finds on the page (or `within` a part of it),
 * once it is still. The admin pages update live while other tests add leads, so a button may start a fade after the
 * wait and be read halfway through it: what axe finds is checked once more, and only what it finds again counts.
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  const found = await analyze(page, within);
  if (found.length === 0) return found;
  const again = await analyze(page, within);
  return found.filter((violation) => again.includes(violation));
}
