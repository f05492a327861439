import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import { AdminGuard } from '@receptionist/identity-application';
import type { FastifyReply } from 'fastify';
import { PLATFORM, type Platform } from '../infrastructure/platform';

/** GET /health/details (administrators): the stores in use, this process's role, each projector's state and position, the log's head. */
@Controller('health')
export class HealthDetailsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

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
        role: this.platform.role,
        eventStore: eventStore.kind,
        readStore: readStore.kind,
        headPosition: await eventStore.headPosition(),
        projectors,
        leading: projections.led(),
      });
  }
}
