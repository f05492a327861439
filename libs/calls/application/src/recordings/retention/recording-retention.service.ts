import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { RecordingRetentionSweeper } from './recording-retention-sweeper';

/**
 * Runs the retention sweeper every RECORDINGS_ROUND_INTERVAL_MS (a standby retries taking the lease as often); with
 * 0, only when asked (`sweeper.runOnce()`).
 */
@Injectable()
export class RecordingRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RecordingRetention');
  readonly sweeper: RecordingRetentionSweeper;
  private readonly roundIntervalMs: number;

  constructor(@Inject(CALLS_PLATFORM) platform: CallsPlatform, @Inject(CONFIG) config: Config) {
    this.sweeper = new RecordingRetentionSweeper(platform);
    this.roundIntervalMs = config.recordings.roundIntervalMs;
  }

  onApplicationBootstrap(): void {
    if (this.roundIntervalMs === 0) return;
    this.sweeper.start(this.roundIntervalMs, (error) =>
      this.logger.error({ err: error }, 'Recording retention round failed; retried in the next round'),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeper.stop();
  }
}
