import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PLATFORM, type Platform } from '../infrastructure/platform';

/**
 * GET /health: up or down for load balancers and probes (200 `{status:"ok"}`, 503 `{status:"down"}`). While the
 * projectors this process leads catch up, it adds how far they are: `{status:"ok", projections:"catching up, n of m"}`
 * (n: the lowest checkpoint, m: the head of the log). Served by every role; it never waits for the projectors.
 */
@Controller('health')
export class HealthController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  async health(@Res() reply: FastifyReply): Promise<void> {
    const up = await this.isUp();
    const { catchingUp, position, head } = this.platform.projections.progress();
    await reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'down', ...(up && catchingUp ? { projections: `catching up, ${position} of ${head}` } : {}) });
  }

  /** Up when the event log answers and no projector has failed. */
  private async isUp(): Promise<boolean> {
    if (this.platform.projections.status().some((projector) => projector.status === 'failed')) return false;
    try {
      await this.platform.eventStore.headPosition();
      return true;
    } catch {
      return false;
    }
  }
}
