import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { runClientCommand } from '../run-client-command';
import { ChangePlanCommand } from './change-plan.command';

@CommandHandler(ChangePlanCommand)
export class ChangePlanHandler implements ICommandHandler<ChangePlanCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  execute({ clientId, plan, by }: ChangePlanCommand): Promise<void> {
    return runClientCommand(this.platform, clientId, { type: 'ChangePlan', data: { plan, by } });
  }
}
