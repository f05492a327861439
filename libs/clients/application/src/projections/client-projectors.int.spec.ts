import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientDecider, type ClientCommand, type ClientEvent, clientStream } from '@receptionist/clients-domain';
import { PLANS } from '@receptionist/contracts';
import { handleCommand } from '@receptionist/cqrs';
import { SqliteEventStore } from '@receptionist/event-store';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { CLIENTS, type ClientDoc, clientsProjector } from './clients/clients.projector';
import { SETTINGS_HISTORY, type SettingsHistoryDoc, settingsHistoryProjector } from './settings-history/settings-history.projector';

describe('clients and settings_history read models', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clients-projectors-'));
  const eventStore = new SqliteEventStore({ file: join(dir, 'events.db') });
  const readStore = new SqliteReadStore({ file: join(dir, 'read-models.db') });
  const projectors = [clientsProjector, settingsHistoryProjector];
  afterAll(async () => {
    await Promise.all([eventStore.close(), readStore.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (command: ClientCommand, actorId = 'owner-1') =>
    handleCommand<ClientCommand, ReturnType<typeof clientDecider.evolve>, ClientEvent>(eventStore, {
      stream: clientStream('c1'),
      decider: clientDecider,
      command,
      metadata: { actorId },
    });

  const owner = { userId: 'owner-1', email: 'owner@example.com' };
  const admin = { userId: 'admin-1', email: 'admin@example.com' };

  it('follow a client from creation through setting changes, a phone number and a plan change', async () => {
    await run({ type: 'CreateClient', data: { clientId: 'c1', ownerId: 'owner-1', by: null } });
    await run({ type: 'ChangeClientSetting', data: { field: 'business_name', value: 'Riverside Motors', by: owner } });
    await run({ type: 'ChangeClientSetting', data: { field: 'ai_voice', value: 'shimmer', by: owner } });
    await run({ type: 'RequestPhoneNumber', data: { by: owner } });
    await run({ type: 'AssignPhoneNumber', data: { phoneNumber: '+1 555 410 0001', by: admin } }, 'admin-1');
    await run({ type: 'ChangePlan', data: { plan: 'pro', by: admin } }, 'admin-1');

    await rebuildProjections({ eventStore, target: readStore, projectors });
    const models = readModelsOf(readStore, projectors);

    expect(await models.collection<ClientDoc>(CLIENTS).get('c1')).toMatchObject({
      owner_id: 'owner-1',
      business_name: 'Riverside Motors',
      greeting_message: 'Thank you for calling! How can I help you today?',
      ai_voice: 'shimmer',
      phone_number: '+1 555 410 0001',
      phone_number_requested: false,
      plan_type: 'pro',
      minutes_limit: PLANS.pro.minutesLimit,
      is_active: true,
    });
    const history = await models
      .collection<SettingsHistoryDoc>(SETTINGS_HISTORY)
      .find({ where: { client_id: 'c1' }, orderBy: { field: 'revision' } });
    expect(history.map(({ field, from, to, by }) => ({ field, from, to, by }))).toEqual([
      { field: 'business_name', from: 'My Business', to: 'Riverside Motors', by: 'owner-1' },
      { field: 'ai_voice', from: 'alloy', to: 'shimmer', by: 'owner-1' },
    ]);
  });
});
