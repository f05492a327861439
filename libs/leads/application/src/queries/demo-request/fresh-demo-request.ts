import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DEMO_REQUESTS_PROJECTOR } from '@receptionist/contracts';
import { demoRequestNotFound } from '@receptionist/leads-domain';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import type { DemoRequestDoc } from '../../projections/demo-requests/demo-requests.docs';
import { DemoRequestQuery } from './demo-request.query';

/** Read-your-writes for admin mutations: the request as the list shows it once a command's events are projected. */
@Injectable()
export class FreshDemoRequest {
  constructor(
    @Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform,
    private readonly queryBus: QueryBus,
  ) {}

  async after(id: string, position: number | null): Promise<DemoRequestDoc> {
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [DEMO_REQUESTS_PROJECTOR] });
    const doc = await this.queryBus.execute(new DemoRequestQuery(id));
    if (!doc) throw demoRequestNotFound();
    return doc;
  }
}
