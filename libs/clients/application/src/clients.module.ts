import { Module } from '@nestjs/common';
import { AssignPhoneNumberHandler } from './commands/assign-phone-number/assign-phone-number.handler';
import { ChangeClientHandler } from './commands/change-client/change-client.handler';
import { EnsureClientHandler } from './commands/ensure-client/ensure-client.handler';
import { RestoreSettingHandler } from './commands/restore-setting/restore-setting.handler';
import { clientsProjector } from './projections/clients/clients.projector';
import { settingsHistoryProjector } from './projections/settings-history/settings-history.projector';
import { AdminClientsHandler } from './queries/admin-clients/admin-clients.handler';
import { AdminClientsResolver } from './queries/admin-clients/admin-clients.resolver';
import { ClientsOverviewHandler } from './queries/clients-overview/clients-overview.handler';
import { ClientHandler } from './queries/client/client.handler';
import { ClientResolver } from './queries/client/client.resolver';
import { SettingsHistoryHandler } from './queries/settings-history/settings-history.handler';

/** The clients context: owners' client records, audited agent settings, phone numbers, plans. Needs CLIENTS_PLATFORM. */
@Module({
  providers: [
    EnsureClientHandler,
    ChangeClientHandler,
    AssignPhoneNumberHandler,
    RestoreSettingHandler,
    ClientHandler,
    SettingsHistoryHandler,
    AdminClientsHandler,
    ClientsOverviewHandler,
    ClientResolver,
    AdminClientsResolver,
  ],
})
export class ClientsModule {}

export const clientsProjectors = [clientsProjector, settingsHistoryProjector];
