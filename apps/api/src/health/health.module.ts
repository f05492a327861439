import { Module } from '@nestjs/common';
import { HealthDetailsController } from './health-details.controller';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController, HealthDetailsController] })
export class HealthModule {}

/** What a `projector` process serves: /health only. */
@Module({ controllers: [HealthController] })
export class ProbeOnlyHealthModule {}
