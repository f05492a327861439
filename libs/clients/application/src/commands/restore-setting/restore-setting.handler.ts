import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClientNotFoundError } from '@receptionist/clients-domain';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { SETTINGS_HISTORY, type SettingsHistoryDoc } from '../../projections/settings-history/settings-history.projector';
import { runClientCommand } from '../run-client-command';
import { RestoreSettingCommand } from './restore-setting.command';

/** A restore is the setting's change back to the entry's `from`: the same client command a direct change runs. */
@CommandHandler(RestoreSettingCommand)
export class RestoreSettingHandler implements ICommandHandler<RestoreSettingCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ clientId, historyId, by }: RestoreSettingCommand): Promise<void> {
    const entry = await this.platform.readModels.collection<SettingsHistoryDoc>(SETTINGS_HISTORY).get(historyId);
    // Another client's entry is reported exactly like a missing one.
    if (!entry || entry.client_id !== clientId) throw new ClientNotFoundError('Settings history entry not found');
    await runClientCommand(this.platform, clientId, { type: 'ChangeClientSetting', data: { field: entry.field, value: entry.from ?? '', by } });
  }
}
