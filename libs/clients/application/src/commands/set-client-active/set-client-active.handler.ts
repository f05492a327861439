import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { runClientCommand } from '../run-client-command';
import { SetClientActiveCommand } from './set-client-active.command';

@CommandHandler(SetClientActiveCommand)
export class SetClientActiveHandler implements ICommandHandler<SetClientActiveCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  execute({ clientId, active, by }: SetClientActiveCommand): Promise<void> {
    return runClientCommand(this.platform, clientId, { type: active ? 'ActivateClient' : 'DeactivateClient', data: { by } });
  }
}
