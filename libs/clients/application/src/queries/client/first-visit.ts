import { Inject, Injectable } from '@nestjs/common';
import { clientStream } from '@receptionist/clients-domain';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENTS } from '../../projections/clients/clients.projector';
import { OpenClientOnConfirmationReaction } from '../../reactions/open-client-on-confirmation/open-client-on-confirmation.reaction';

/** How long a first dashboard visit waits for the record being opened before it answers null. */
const FIRST_VISIT_WAIT_MS = 5_000;

/**
 * Read-your-writes for the first visit right after sign-up: the record is opened by a reaction to the account's
 * confirmation, then projected. When it is not readable yet, wait (reading only) for the reaction to handle what the
 * log holds and for the clients projector to catch up, then read once more. Null after the wait tells the web app to
 * wait for the live update.
 */
@Injectable()
export class FirstVisit {
  constructor(
    @Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform,
    private readonly reaction: OpenClientOnConfirmationReaction,
  ) {}

  async waitForRecord<T>(clientId: string, read: () => Promise<T | null>): Promise<T | null> {
    const deadline = Date.now() + FIRST_VISIT_WAIT_MS;
    await this.reaction.caughtUpTo(await this.platform.eventStore.headPosition(), FIRST_VISIT_WAIT_MS);
    const [created] = await this.platform.eventStore.readStream(clientStream(clientId));
    if (!created) return null;
    await this.platform.projections.waitFor(created.position, { projectors: [CLIENTS], timeoutMs: Math.max(0, deadline - Date.now()) });
    return read();
  }
}
