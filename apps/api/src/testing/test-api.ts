import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '@receptionist/config';
import type { ApiConfig } from '../config/api-config';
import { createApiApp } from '../create-api-app';
import { PLATFORM, type Platform } from '../infrastructure/platform';

export interface TestApi {
  app: NestFastifyApplication;
  platform: Platform;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * The parsed configuration of this test process's environment (so a suite may set e.g. AUTH_RATE_LIMIT_PER_IP before
 * starting an API), on `dataDir`, with the test defaults below and `overrides`.
 */
export function testConfig(dataDir: string, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const parsed = loadConfig({ ...process.env, DATA_DIR: dataDir }, { cwd: dataDir });
  return {
    ...parsed,
    port: 0,
    role: 'all',
    leaseTtlMs: 10_000,
    dataDir,
    eventStore: { kind: 'sqlite' },
    readStore: { kind: 'sqlite' },
    nodeEnv: 'test',
    webDistDir: join(dataDir, 'no-web-build'),
    logLevel: 'silent',
    // The alerts process manager appends events in the background: suites that count events would see them come and
    // go at random. Here it runs only when a test calls its runOnce().
    notifications: { roundIntervalMs: 0 },
    // The same for the webhooks process manager (deliveries, attempts): a test runs a round with runOnce().
    webhooks: { ...parsed.webhooks, roundIntervalMs: 0 },
    // Likewise the recordings process manager and the recording retention sweeper (a suite gives the sweeper its own clock).
    recordings: { ...parsed.recordings, roundIntervalMs: 0 },
    ...overrides,
  };
}

/** The real API on a fresh temporary DATA_DIR, initialised (projections running) but not listening. */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = testConfig(dataDir, overrides);
  const app = await createApiApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    platform: app.get<Platform>(PLATFORM),
    config,
    close: async () => {
      await app.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
