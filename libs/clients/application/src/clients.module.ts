import { Module } from '@nestjs/common';
import { AssignPhoneNumberHandler } from './commands/assign-phone-number/assign-phone-number.handler';
import { AssignPhoneNumberResolver } from './commands/assign-phone-number/assign-phone-number.resolver';
import { ChangeClientSettingHandler } from './commands/change-client-setting/change-client-setting.handler';
import { ChangeClientSettingResolver } from './commands/change-client-setting/change-client-setting.resolver';
import { ChangePlanHandler } from './commands/change-plan/change-plan.handler';
import { ChangePlanResolver } from './commands/change-plan/change-plan.resolver';
import { OpenClientHandler } from './commands/open-client/open-client.handler';
import { RequestPhoneNumberHandler } from './commands/request-phone-number/request-phone-number.handler';
import { RequestPhoneNumberResolver } from './commands/request-phone-number/request-phone-number.resolver';
import { RequestPlanChangeHandler } from './commands/request-plan-change/request-plan-change.handler';
import { RequestPlanChangeResolver } from './commands/request-plan-change/request-plan-change.resolver';
import { RestoreSettingHandler } from './commands/restore-setting/restore-setting.handler';
import { RestoreSettingResolver } from './commands/restore-setting/restore-setting.resolver';
import { SetClientActiveHandler } from './commands/set-client-active/set-client-active.handler';
import { SetClientActiveResolver } from './commands/set-client-active/set-client-active.resolver';
import { clientSnapshotsProjector } from './projections/client-snapshots/client-snapshots.projector';
import { clientsProjector } from './projections/clients/clients.projector';
import { OpenClientOnConfirmationReaction } from './reactions/open-client-on-confirmation/open-client-on-confirmation.reaction';
import { settingsHistoryProjector } from './projections/settings-history/settings-history.projector';
import { AdminClientsHandler } from './queries/admin-clients/admin-clients.handler';
import { AdminClientsResolver } from './queries/admin-clients/admin-clients.resolver';
import { ClientsOverviewHandler } from './queries/clients-overview/clients-overview.handler';
import { ClientsOverviewResolver } from './queries/clients-overview/clients-overview.resolver';
import { ClientHandler } from './queries/client/client.handler';
import { ClientResolver } from './queries/client/client.resolver';
import { FirstVisit } from './queries/client/first-visit';
import { InboundCallHandler } from './queries/inbound-call/inbound-call.handler';
import { SettingsHistoryHandler } from './queries/settings-history/settings-history.handler';
import { SettingsHistoryResolver } from './queries/settings-history/settings-history.resolver';

/** The clients context: owners' client records, audited agent settings, phone numbers, plans. Needs CLIENTS_PLATFORM. */
@Module({
  providers: [
    // commands/<use case>: one command, handler and resolver each
    OpenClientHandler,
    ChangeClientSettingHandler,
    ChangeClientSettingResolver,
    RestoreSettingHandler,
    RestoreSettingResolver,
    RequestPhoneNumberHandler,
    RequestPhoneNumberResolver,
    RequestPlanChangeHandler,
    RequestPlanChangeResolver,
    AssignPhoneNumberHandler,
    AssignPhoneNumberResolver,
    ChangePlanHandler,
    ChangePlanResolver,
    SetClientActiveHandler,
    SetClientActiveResolver,
    // queries/<use case>
    ClientHandler,
    ClientResolver,
    FirstVisit,
    SettingsHistoryHandler,
    SettingsHistoryResolver,
    AdminClientsHandler,
    AdminClientsResolver,
    ClientsOverviewHandler,
    ClientsOverviewResolver,
    InboundCallHandler,
    // reactions/<reaction>: process managers that follow the log
    OpenClientOnConfirmationReaction,
  ],
})
export class ClientsModule {}

export const clientsProjectors = [clientsProjector, settingsHistoryProjector, clientSnapshotsProjector];
