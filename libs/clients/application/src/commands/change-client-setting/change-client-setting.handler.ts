import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { runClientCommand } from '../run-client-command';
import { ChangeClientSettingCommand } from './change-client-setting.command';

@CommandHandler(ChangeClientSettingCommand)
export class ChangeClientSettingHandler implements ICommandHandler<ChangeClientSettingCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  execute({ clientId, field, value, by }: ChangeClientSettingCommand): Promise<void> {
    return runClientCommand(this.platform, clientId, { type: 'ChangeClientSetting', data: { field, value, by } });
  }
}
