import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClientNotFoundError } from '@receptionist/clients-domain';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { SETTINGS_HISTORY, type SettingsHistoryDoc } from '../../projections/settings-history/settings-history.projector';
import { ChangeClientSettingCommand } from '../change-client-setting/change-client-setting.command';
import { RestoreSettingCommand } from './restore-setting.command';

@CommandHandler(RestoreSettingCommand)
export class RestoreSettingHandler implements ICommandHandler<RestoreSettingCommand, void> {
  constructor(
    @Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ clientId, historyId, by }: RestoreSettingCommand): Promise<void> {
    const entry = await this.platform.readModels.collection<SettingsHistoryDoc>(SETTINGS_HISTORY).get(historyId);
    // Another client's entry is reported exactly like a missing one.
    if (!entry || entry.client_id !== clientId) throw new ClientNotFoundError('Settings history entry not found');
    await this.commandBus.execute(new ChangeClientSettingCommand(clientId, entry.field, entry.from ?? '', by));
  }
}
