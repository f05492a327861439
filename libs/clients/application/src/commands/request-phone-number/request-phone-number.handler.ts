import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { runClientCommand } from '../run-client-command';
import { RequestPhoneNumberCommand } from './request-phone-number.command';

@CommandHandler(RequestPhoneNumberCommand)
export class RequestPhoneNumberHandler implements ICommandHandler<RequestPhoneNumberCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  execute({ clientId, by }: RequestPhoneNumberCommand): Promise<void> {
    return runClientCommand(this.platform, clientId, { type: 'RequestPhoneNumber', data: { by } });
  }
}
