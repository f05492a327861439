import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SqliteEventStore } from '@receptionist/event-store';
import { ProjectionRunner } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { loadConfig } from '@receptionist/config';
import type { IdentityConfig } from '../config/identity-config';
import { IdentityModule, identityProjectors } from '../identity.module';
import { IDENTITY_PLATFORM, OPERATIONAL_STORE } from '../identity.tokens';
import { MailDelivery } from '../mail/mail-delivery';
import type { OperationalStore } from '../operational-store/operational-store.port';

export type InjectOptions = Parameters<NestFastifyApplication['inject']>[0];

/** A Nest Fastify app with IdentityModule on real SQLite stores in a temporary directory. */
export async function createIdentityTestApp(overrides: Partial<IdentityConfig> = {}, controllers: Type[] = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-app-'));
  const eventStore = new SqliteEventStore({ file: join(dataDir, 'events.db') });
  const readStore = new SqliteReadStore({ file: join(dataDir, 'read-models.db') });
  const projections = new ProjectionRunner({ eventStore, readStore, projectors: identityProjectors, pollIntervalMs: 50 });
  const config: IdentityConfig = {
    ...loadConfig({ PORT: '3999' }, { cwd: dataDir }).identity,
    dataDir,
    emailResendIntervalSeconds: 1,
    rateLimits: {
      perIp: { limit: 10_000, windowSeconds: 300 },
      signInFailuresPerAccountAndIp: { limit: 5, windowSeconds: 900 },
      mfaFailuresPerFactor: { limit: 5, windowSeconds: 300 },
    },
    ...overrides,
  };

  @Global()
  @Module({
    providers: [{ provide: IDENTITY_PLATFORM, useValue: { eventStore, readModels: projections, projections, dataDir } }],
    exports: [IDENTITY_PLATFORM],
  })
  class TestPlatformModule {}

  // The API's CqrsModule.forRoot() gives the identity use cases their command bus.
  @Module({ imports: [CqrsModule.forRoot(), TestPlatformModule, IdentityModule.forRoot(config)], controllers })
  class TestRootModule {}

  const app = await NestFactory.create<NestFastifyApplication>(TestRootModule, new FastifyAdapter(), { logger: false });
  await projections.start();
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const mail = app.get(MailDelivery);
  const store = app.get<OperationalStore>(OPERATIONAL_STORE);
  return {
    app,
    config,
    store,
    eventStore,
    projections,
    inject: (options: InjectOptions) => app.inject(options),
    /** Outbox messages to an address, oldest first, once mails in flight are stored. */
    async mailsTo(email: string) {
      await mail.idle();
      return (await store.outbox.list()).filter((message) => message.to === email);
    },
    async close() {
      await projections.stop();
      await app.close();
      await Promise.all([eventStore.close(), readStore.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type IdentityTestApp = Awaited<ReturnType<typeof createIdentityTestApp>>;
