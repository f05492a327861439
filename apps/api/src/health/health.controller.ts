import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import { AdminGuard } from '@receptionist/identity-application';
import type { FastifyReply } from 'fastify';
import { PLATFORM, type Platform } from '../infrastructure/platform';

/**
 * GET /health: up or down, nothing more, for load balancers and probes (200 `{status:"ok"}`, 503 `{status:"down"}`).
 * GET /health/details (administrators): the stores in use, each projector's state and position, the log's head.
 */
@Controller('health')
export class HealthController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  async health(@Res() reply: FastifyReply): Promise<void> {
    const up = await this.isUp();
    await reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'down' });
  }

  @Get('details')
  @UseGuards(AdminGuard)
  async details(@Res() reply: FastifyReply): Promise<void> {
    const { eventStore, readStore, projections } = this.platform;
    const projectors = projections.status().map(({ name, version, activeVersion, status, position, failure }) => ({
      name,
      version,
      activeVersion,
      status,
      position,
      ...(failure ? { failure } : {}),
    }));
    const failed = projectors.some((projector) => projector.status === 'failed');
    await reply
      .status(failed ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({
        status: failed ? 'degraded' : 'ok',
        eventStore: eventStore.kind,
        readStore: readStore.kind,
        headPosition: await eventStore.headPosition(),
        projectors,
      });
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
