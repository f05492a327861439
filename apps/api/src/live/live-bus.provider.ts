import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type LiveBus, MongoLiveBus, SqliteLiveBus } from '@receptionist/live-bus';
import { Logger, type Provider } from '@nestjs/common';
import { MongoClient } from 'mongodb';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

export const LIVE_BUS = Symbol('LiveBus');

/**
 * The bus beside the read store: the embedded store's file (every process on the machine shares it), or the MongoDB
 * database (every instance shares it). `live.busPollMs` (LIVE_BUS_POLL_MS, default 50) is the embedded bus's fallback
 * poll; `live.busRetentionMs` (LIVE_BUS_RETENTION_MS, default 60000) how long published notifications are kept.
 */
function openLiveBus(config: ApiConfig): LiveBus {
  const { busPollMs, busRetentionMs: retentionMs } = config.live;
  if (config.readStore.kind === 'mongodb') {
    const logger = new Logger('LiveBus');
    const client = new MongoClient(config.readStore.url);
    const bus = new MongoLiveBus({
      db: client.db(config.readStore.database),
      retentionMs,
      onError: (err) => logger.error({ err }, 'Live bus change stream error'),
    });
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
  return new SqliteLiveBus({ file: join(config.dataDir, 'read-models.db'), pollIntervalMs: busPollMs, retentionMs });
}

export const liveBusProvider: Provider = { provide: LIVE_BUS, inject: [API_CONFIG], useFactory: (config: ApiConfig) => openLiveBus(config) };
