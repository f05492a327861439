import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@receptionist/config';
import { ChangeDemoRequestStatusHandler } from './commands/change-demo-request-status/change-demo-request-status.handler';
import { ChangeDemoRequestStatusResolver } from './commands/change-demo-request-status/change-demo-request-status.resolver';
import { SaveDemoRequestNotesHandler } from './commands/save-demo-request-notes/save-demo-request-notes.handler';
import { SaveDemoRequestNotesResolver } from './commands/save-demo-request-notes/save-demo-request-notes.resolver';
import { SubmitDemoRequestHandler } from './commands/submit-demo-request/submit-demo-request.handler';
import { SubmitDemoRequestResolver } from './commands/submit-demo-request/submit-demo-request.resolver';
import { LEADS_CONFIG } from './leads-config';
import { demoRequestsProjector } from './projections/demo-requests/demo-requests.projector';
import { DemoRequestHistoryHandler, DemoRequestHandler } from './queries/demo-request/demo-request.handlers';
import { DemoRequestResolver } from './queries/demo-request/demo-request.resolver';
import { FreshDemoRequest } from './queries/demo-request/fresh-demo-request';
import { DemoRequestStatsHandler } from './queries/demo-requests/demo-request-stats.handler';
import { DemoRequestsHandler } from './queries/demo-requests/demo-requests.handler';
import { DemoRequestsResolver } from './queries/demo-requests/demo-requests.resolver';

/**
 * The leads context: public book-demo and contact submissions, the admin demo-requests page (list, stats, details
 * with history, status and notes). Needs LEADS_PLATFORM and the global IdentityModule (AdminGuard).
 */
@Module({
  providers: [
    { provide: LEADS_CONFIG, inject: [CONFIG], useFactory: (config: Config) => config.leads },
    SubmitDemoRequestHandler,
    SubmitDemoRequestResolver,
    ChangeDemoRequestStatusHandler,
    ChangeDemoRequestStatusResolver,
    SaveDemoRequestNotesHandler,
    SaveDemoRequestNotesResolver,
    DemoRequestsHandler,
    DemoRequestStatsHandler,
    DemoRequestsResolver,
    DemoRequestHandler,
    DemoRequestHistoryHandler,
    DemoRequestResolver,
    FreshDemoRequest,
  ],
})
export class LeadsModule {}

export const leadsProjectors = [demoRequestsProjector];
