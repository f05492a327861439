import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PLATFORM, type Platform } from '../infrastructure/platform';

/** GET /health: the stores in use, each projector's state and position, and the event log's head position. */
@Controller('health')
export class HealthController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  async health(@Res() reply: FastifyReply): Promise<void> {
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
}
