import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = join(__dirname, '../..');
// Debian's binary itself: its /usr/bin/chromium launcher adds GPU rasterization (software-emulated here) and loads
// extensions, which cost the CPU the app under test needs on a 2-core CI machine.
const systemChromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path));
const apiPort = Number(process.env.E2E_API_PORT ?? 3100);
const externalBaseUrl = process.env.E2E_BASE_URL;
// Set once in the runner and inherited by the workers, so specs can read the dev mail outbox (DATA_DIR/auth.db).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'receptionist-e2e-'));

// Without E2E_BASE_URL the production API serves the built web app on a fresh data directory.
const webServer = externalBaseUrl
  ? undefined
  : {
      command: 'node dist/node/apps/api/src/server.js',
      cwd: repoRoot,
      url: `http://localhost:${apiPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        // No SMTP here: the specs read confirmation links from the outbox, which production allows only explicitly.
        MAIL_OUTBOX_ALLOWED: 'true',
        PORT: String(apiPort),
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: 'admin@e2e.example.com',
        ADMIN_PASSWORD: 'AdminPass123',
        // Short-lived access tokens make the auth specs exercise silent refreshes; many sign-ins come from one IP.
        AUTH_ACCESS_TOKEN_TTL: '8',
        AUTH_RATE_LIMIT_PER_IP: '10000',
        // The lead specs submit many book-demo and contact forms from one IP.
        LEADS_SUBMISSIONS_PER_IP: '10000',
      },
    };

const launchOptions = {
  executablePath: systemChromium,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: './src',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A 2-core CI machine runs the API, two browsers and the runner at once: a page can wait seconds for the CPU. Live
  // pages have no polling fallback, so a longer wait for a pushed change still proves it came live.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(__dirname, 'test-results/results.json') }]],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${apiPort}`,
    // Recording every test (screencast included) is a large share of CI's CPU: there, only retries are traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile-360',
      grepInvert: /@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: false, launchOptions },
    },
  ],
  webServer,
});
