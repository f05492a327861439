import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClientNotFoundError, InvalidClientInputError, phoneLineDecider, type PhoneLineCommand, phoneLineStream } from '@receptionist/clients-domain';
import { phoneDigits, phoneNumberError } from '@receptionist/contracts';
import { handleCommand } from '@receptionist/cqrs';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENTS, type ClientDoc } from '../../projections/clients/clients.projector';
import { runClientCommand } from '../run-client-command';
import { AssignPhoneNumberCommand } from './assign-phone-number.command';

/**
 * Reserves the number's line for the client (refused when another client holds it), assigns it, then releases the
 * client's previous line. A failure after the reservation leaves the line held by this client, so a retry succeeds.
 */
@CommandHandler(AssignPhoneNumberCommand)
export class AssignPhoneNumberHandler implements ICommandHandler<AssignPhoneNumberCommand, void> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ clientId, phoneNumber, by }: AssignPhoneNumberCommand): Promise<void> {
    const problem = phoneNumberError(phoneNumber);
    if (problem) throw new InvalidClientInputError(problem);
    const client = await this.platform.readModels.collection<ClientDoc>(CLIENTS).get(clientId);
    if (!client) throw new ClientNotFoundError();

    await this.line(phoneNumber, { type: 'ReservePhoneLine', data: { clientId } }, by.userId);
    await runClientCommand(this.platform, clientId, { type: 'AssignPhoneNumber', data: { phoneNumber, by } });
    const previous = client.phone_number;
    if (previous && phoneDigits(previous) !== phoneDigits(phoneNumber)) {
      await this.line(previous, { type: 'ReleasePhoneLine', data: { clientId } }, by.userId);
    }
  }

  private line(phoneNumber: string, command: PhoneLineCommand, actorId: string) {
    return handleCommand(this.platform.eventStore, {
      stream: phoneLineStream(phoneNumber),
      decider: phoneLineDecider,
      command,
      metadata: { actorId },
    });
  }
}
