import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { runClientCommand } from '../run-client-command';
import { RequestPlanChangeCommand } from './request-plan-change.command';

@CommandHandler(RequestPlanChangeCommand)
export class RequestPlanChangeHandler implements ICommandHandler<RequestPlanChangeCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  execute({ clientId, plan, by }: RequestPlanChangeCommand): Promise<void> {
    return runClientCommand(this.platform, clientId, { type: 'RequestPlanChange', data: { plan, by } });
  }
}
