import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { CALLS_PLATFORM, type CallsPlatform } from '../calls-platform';
import { RecordingsProcessManager } from './recordings-process-manager';

/**
 * Runs the recordings process manager in the API processes (roles `all` and `api`); with several, the lease lets one
 * lead it and the others stand by.
 */
@Injectable()
export class RecordingsProcessManagerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Recordings');
  readonly processManager: RecordingsProcessManager;
  private readonly roundIntervalMs: number;

  constructor(@Inject(CALLS_PLATFORM) platform: CallsPlatform, @Inject(CONFIG) config: Config) {
    this.processManager = new RecordingsProcessManager({
      eventStore: platform.eventStore,
      readStore: platform.readStore,
      blobStore: platform.blobStore,
      http: platform.outboundHttp,
      maxBytes: config.recordings.maxBytes,
    });
    this.roundIntervalMs = config.recordings.roundIntervalMs;
  }

  /** Every `roundIntervalMs` (a standby retries taking the lease as often); with 0, only when asked (`runOnce`). */
  onApplicationBootstrap(): void {
    if (this.roundIntervalMs === 0) return;
    this.processManager.start(this.roundIntervalMs, (error) =>
      this.logger.error({ err: error }, 'Recordings round failed; retried in the next round'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.processManager.stop();
  }
}
