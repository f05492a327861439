import type { Page } from '@playwright/test';

export type TrackedEvent = { kind: 'page_view' | 'lead'; path: string };

/** Answers POST /api/track with 204 and records every event the page sends, in order. */
export async function recordTracking(page: Page): Promise<TrackedEvent[]> {
  const events: TrackedEvent[] = [];
  await page.route('**/api/track', async (route) => {
    events.push(JSON.parse(route.request().postData() ?? '{}') as TrackedEvent);
    await route.fulfill({ status: 204 });
  });
  return events;
}
