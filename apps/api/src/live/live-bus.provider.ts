import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type LiveBus, MongoLiveBus, SqliteLiveBus } from '@receptionist/live-bus';
import { Logger, type Provider } from '@nestjs/common';
import { MongoClient } from 'mongodb';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { mongoDatabaseName } from '../infrastructure/open-stores';

export const LIVE_BUS = Symbol('LiveBus');

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The bus beside the read store: the embedded store's file (every process on the machine shares it), or the MongoDB
 * database (every instance shares it). LIVE_BUS_POLL_MS (default 50) is the embedded bus's fallback poll;
 * LIVE_BUS_RETENTION_MS (default 60000) how long published notifications are kept.
 */
export function openLiveBus(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): LiveBus {
  const retentionMs = positiveInteger(env['LIVE_BUS_RETENTION_MS'], 60_000);
  if (config.readStore.kind === 'mongodb') {
    const logger = new Logger('LiveBus');
    const client = new MongoClient(config.readStore.url);
    const bus = new MongoLiveBus({ db: client.db(mongoDatabaseName(config.readStore.url)), retentionMs, onError: (err) => logger.error({ err }, 'Live bus change stream error') });
    return {
      publish: (notification) => bus.publish(notification),
      subscribe: (listener) => bus.subscribe(listener),
      close: async () => {
        await bus.close();
        await client.close();
      },
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteLiveBus({ file: join(config.dataDir, 'read-models.db'), pollIntervalMs: positiveInteger(env['LIVE_BUS_POLL_MS'], 50), retentionMs });
}

export const liveBusProvider: Provider = { provide: LIVE_BUS, inject: [API_CONFIG], useFactory: (config: ApiConfig) => openLiveBus(config) };
