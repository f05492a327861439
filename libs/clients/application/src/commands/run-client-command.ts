import { type ClientCommand, clientDecider, clientStream } from '@receptionist/clients-domain';
import { handleCommand } from '@receptionist/cqrs';
import type { ClientsPlatform } from '../clients-platform';
import { CLIENTS } from '../projections/clients/clients.projector';
import { SETTINGS_HISTORY } from '../projections/settings-history/settings-history.projector';

/**
 * Runs one decided command on a client's stream as the actor it names, and resolves once the client read models
 * reflect it (the use-case handlers' shared last step; each handler builds its own command).
 */
export async function runClientCommand(
  platform: ClientsPlatform,
  clientId: string,
  command: Exclude<ClientCommand, { type: 'CreateClient' }>,
): Promise<void> {
  const { position } = await handleCommand(platform.eventStore, {
    stream: clientStream(clientId),
    decider: clientDecider,
    command,
    metadata: { actorId: command.data.by.userId },
  });
  if (position !== null) await platform.projections.waitFor(position, { projectors: [CLIENTS, SETTINGS_HISTORY] });
}
