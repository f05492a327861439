import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandBus } from '@nestjs/cqrs';
import { SqliteEventStore } from '@receptionist/event-store';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import type { ClientsPlatform } from '../../clients-platform';
import { OpenClientCommand } from '../../commands/open-client/open-client.command';
import { clientsProjector } from '../../projections/clients/clients.projector';
import { OpenClientOnConfirmationReaction } from './open-client-on-confirmation.reaction';

const OWNERS = 1_500;

/** Records the commands the reaction sends (opening the record itself is the open-client handler's own spec). */
class RecordingCommandBus {
  readonly opened: string[] = [];

  async execute(command: unknown): Promise<void> {
    if (command instanceof OpenClientCommand) this.opened.push(command.ownerId);
  }
}

describe('OpenClientOnConfirmationReaction on the embedded stores', () => {
  const directory = mkdtempSync(join(tmpdir(), 'open-client-reaction-'));
  const eventStore = new SqliteEventStore({ file: join(directory, 'events.db') });
  const readStore = new SqliteReadStore({ file: join(directory, 'read.db') });

  beforeAll(async () => {
    for (let owner = 0; owner < OWNERS; owner++) {
      const data = { userId: `owner-${owner}` };
      const events = [
        { type: 'EmailConfirmed', data },
        { type: 'RoleGranted', data: { ...data, role: 'client' } },
      ];
      await eventStore.append(`user-owner-${owner}`, events, 'no_stream');
    }
    await eventStore.append('user-staff', [{ type: 'EmailConfirmed', data: { userId: 'staff' } }], 'no_stream');
    await rebuildProjections({ eventStore, target: readStore, projectors: [clientsProjector] });
  });

  afterAll(async () => {
    await readStore.close();
    await eventStore.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('opens a record for each confirmed client owner on its catch-up, in slices that leave the process answering', async () => {
    const commandBus = new RecordingCommandBus();
    const platform = { eventStore, readModels: readModelsOf(readStore, [clientsProjector]) } as unknown as ClientsPlatform;
    const reaction = new OpenClientOnConfirmationReaction(platform, commandBus as unknown as CommandBus);
    let openedWhenTheLoopTurned: number | undefined;

    reaction.onApplicationBootstrap();
    setImmediate(() => (openedWhenTheLoopTurned = commandBus.opened.length));
    await expect(reaction.caughtUpTo(await eventStore.headPosition(), 30_000)).resolves.toBe(true);

    expect(new Set(commandBus.opened).size).toBe(OWNERS);
    expect(commandBus.opened).not.toContain('staff');
    expect(openedWhenTheLoopTurned).toBeLessThan(OWNERS);
    await reaction.onModuleDestroy();
  });
});
