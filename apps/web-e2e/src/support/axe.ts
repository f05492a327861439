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

/** The serious and critical WCAG 2.1 A/AA and best-practice violations axe finds on the page (or `within` a part of it), once it is still. */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  await animationsFinished(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
