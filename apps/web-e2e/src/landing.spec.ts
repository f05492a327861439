import { expect, test } from '@playwright/test';
import { expectHeaderAndFooter, expectLinks, expectNoHorizontalOverflow, openMainNav, PHONE_DISPLAY } from './support/site';

/** The three advertised agent types and their capabilities, one line each as product spec section 1 lists them. */
const agents: [name: string, capabilities: string][] = [
  ['Sales Agent', 'Appointment scheduling, Inventory integration, Call transfers, SMS follow-ups, Answering questions'],
  ['Service Agent', 'Real-time service scheduling, Repair order status updates, Advisor call routing, SMS follow-ups, Dealer info'],
  [
    'Missed Call Agent',
    'Sales appointment setting, Service scheduler SMS link, Inventory integration, Call-back scheduling, SMS follow-ups, Answering questions',
  ],
];

const featureTitles = [
  '24/7 Availability',
  'Natural Conversations',
  '99.9% Uptime Guarantee',
  'Call Analytics',
  'Instant Setup',
  'Customizable Greeting',
  'Voice and Personality',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the banner, header and footer carry the phone number and every link', async ({ page }) => {
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  await expect(banner.getByRole('link', { name: PHONE_DISPLAY })).toHaveAttribute('href', 'tel:+18885550142');
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  const narrow = (page.viewportSize()?.width ?? 0) < 768;
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible({ visible: narrow });
  await expectHeaderAndFooter(page);
  await expectNoHorizontalOverflow(page);
});

test('the sections come in the order of the spec', async ({ page }) => {
  const sections = await page
    .locator('main > *')
    .evaluateAll((elements) => elements.map((element) => element.id || element.getAttribute('aria-labelledby')));
  expect(sections).toEqual(['hero-title', 'sample-call-title', 'agents-title', 'features', 'pricing', 'testimonials-title', 'faq', 'cta-title']);
  await expect(page.locator('#pricing')).toBeEmpty();
});

test('the hero speaks to dealerships and links to a demo', async ({ page }) => {
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('dealership');
  await expectLinks(hero, [
    ['Book a Demo', '/book-demo'],
    ['Try the Demo', '/demo'],
  ]);
  await expect(page.getByRole('button', { name: 'Play sample call' })).toBeVisible();
  await expect(page.getByTestId('player-bars').locator('> *')).toHaveCount(30);
});

test('the three agent types list their capabilities', async ({ page }) => {
  const cards = page.getByTestId('agent-card');
  await expect(cards).toHaveCount(3);
  for (const [index, [name, capabilities]] of agents.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card.getByRole('listitem')).toHaveText(capabilities.split(', '));
  }
});

test('features, testimonials, FAQ and the closing call to action', async ({ page }) => {
  await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveText(featureTitles);

  const testimonials = page.getByTestId('testimonial');
  await expect(testimonials).toHaveCount(3);
  await expect(testimonials.nth(0)).toContainText('40% increase in bookings');
  await expect(testimonials.nth(1)).toContainText('+1k');
  await expect(testimonials.nth(2)).toContainText('20x ROI');

  const faq = page.locator('#faq');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(4);
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('Setup takes within 24 hours')).toBeVisible();
  await expectLinks(faq, [['View All FAQs', '/faq']]);

  await expectLinks(page.locator('section[aria-labelledby="cta-title"]'), [['Book Your Free Demo', '/book-demo']]);
});

test('header anchor links scroll to their section', async ({ page }) => {
  await (await openMainNav(page)).getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.locator('#faq h2')).toBeInViewport();
  await (await openMainNav(page)).getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page.locator('#features h2')).toBeInViewport();
});
