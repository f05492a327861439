import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  billableMinutes,
  callDecider,
  callKeyOfPlatformCall,
  callLogId,
  callStream,
  periodOf,
  usageDecider,
  usageStream,
} from '@receptionist/calls-domain';
import { clientDecider, ClientNotFoundError, clientStream, type ClientEvent, type ClientState } from '@receptionist/clients-domain';
import { phoneDigits } from '@receptionist/contracts';
import { handleCommand } from '@receptionist/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { PHONE_LINES, type PhoneLineDoc } from '../../projections/phone-lines/phone-lines.projector';
import { LogCallCommand, type LogCallResult } from './log-call.command';

@CommandHandler(LogCallCommand)
export class LogCallHandler implements ICommandHandler<LogCallCommand, LogCallResult> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ line, platformCallId, details }: LogCallCommand): Promise<LogCallResult> {
    const client = await this.clientOf(line);
    const clientId = client.clientId as string;
    const callKey = platformCallId === null ? randomUUID().replace(/-/g, '') : callKeyOfPlatformCall(platformCallId);
    const callId = callLogId(clientId, callKey);
    const logged = await handleCommand(this.platform.eventStore, {
      stream: callStream(callKey),
      decider: callDecider,
      command: { kind: 'LogCall', callId, clientId, platformCallId, details },
    });
    const [callEvent] = await this.platform.eventStore.readStream(callStream(callKey));
    // Counted after logging: a retried report completes a count that an earlier attempt did not get to.
    const period = periodOf(details.started_at);
    await handleCommand(this.platform.eventStore, {
      stream: usageStream(clientId, period),
      decider: usageDecider,
      command: { kind: 'CountCallMinutes', clientId, period, callId, minutes: billableMinutes(details), minutesLimit: client.minutesLimit },
    });
    return { id: callId, duplicate: logged.events.length === 0, position: callEvent.position };
  }

  private async clientOf(line: LogCallCommand['line']): Promise<ClientState> {
    let clientId: string;
    if ('clientId' in line) clientId = line.clientId;
    else {
      const phoneLine = await this.platform.readModels.collection<PhoneLineDoc>(PHONE_LINES).get(phoneDigits(line.calledNumber));
      if (!phoneLine) throw new ClientNotFoundError(`No client has the number ${line.calledNumber}`);
      clientId = phoneLine.client_id;
    }
    const events = await this.platform.eventStore.readStream(clientStream(clientId));
    const state = events.reduce((current, { type, data }) => clientDecider.evolve(current, { type, data } as ClientEvent), clientDecider.initialState);
    if (!state.exists) throw new ClientNotFoundError(`No client has the id ${clientId}`);
    return state;
  }
}
