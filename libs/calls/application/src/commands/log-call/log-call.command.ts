import { Command } from '@nestjs/cqrs';
import { type CallDetails, type CallOutcomes, NO_CALL_OUTCOMES } from '@receptionist/calls-domain';

/** The audio a report carries: uploaded in the same request (sniffed), or waiting at a URL on the voice platform. */
export type IncomingRecording = { kind: 'upload'; audio: Buffer; contentType: string; durationSeconds: number | null } | { kind: 'url'; url: string };

export interface LogCallResult {
  /** The call's id (`<client id>:<call key>`); the same for every report of one platform call. */
  id: string;
  /** True when this platform call had been logged before: nothing new was stored. */
  duplicate: boolean;
  /** Global position of the call's event (for read-your-writes). */
  position: number;
}

/**
 * Logs a call (with the outcomes and recording its report carries) and counts its minutes. The client is named by id or by the called number. A platform call id makes
 * the report idempotent; without one (test calls) every command logs a new call.
 */
export class LogCallCommand extends Command<LogCallResult> {
  constructor(
    readonly line: { clientId: string } | { calledNumber: string },
    readonly platformCallId: string | null,
    readonly details: CallDetails,
    readonly outcomes: CallOutcomes = NO_CALL_OUTCOMES,
    readonly recording: IncomingRecording | null = null,
  ) {
    super();
  }
}
