import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_UPCASTERS } from '@receptionist/clients-domain';
import { SqliteEventStore, type NewEvent, upcastingEventStore } from '@receptionist/event-store';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { ADMIN_OVERVIEW, ADMIN_OVERVIEW_ID, type AdminOverviewDoc } from './admin-overview';
import { CLIENTS, type ClientDoc, clientsProjector } from './clients.projector';

const at = '2026-11-02T10:00:00.000Z';
const meta = { occurredAt: at };
const registered = (userId: string, email: string, fullName: string): NewEvent => ({
  type: 'UserRegistered.v2',
  data: { userId, email, fullName, registeredAt: at },
  metadata: meta,
});
const created = (clientId: string, ownerId: string, name: string, plan = 'starter'): NewEvent => ({
  type: 'ClientCreated',
  data: {
    client_id: clientId,
    owner_id: ownerId,
    business_name: name,
    greeting_message: 'Hi',
    ai_voice: 'alloy',
    ai_personality: 'friendly',
    plan_type: plan,
    minutes_limit: 500,
    is_active: true,
    created_at: at,
  },
  metadata: meta,
});
const clientEvent = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata: meta });

describe('clients read model: owner fields and the admin overview', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clients-admin-'));
  // The client events below are stored in their first (v1) shape, as main wrote them: read through the upcasters.
  const eventStore = upcastingEventStore(new SqliteEventStore({ file: join(dir, 'events.db') }), CLIENT_UPCASTERS);
  const readStore = new SqliteReadStore({ file: join(dir, 'read-models.db') });
  afterAll(async () => {
    await Promise.all([eventStore.close(), readStore.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the owner e-mail and name into the client record and follows the owner’s changes', async () => {
    await eventStore.append('user-u1', [registered('u1', 'ada@example.com', 'Ada Lovelace')], 'any');
    await eventStore.append('client-c1', [created('c1', 'u1', 'Riverside Motors')], 'any');
    await eventStore.append(
      'user-u1',
      [clientEvent('EmailChanged', { userId: 'u1', from: 'ada@example.com', to: 'ada@new.example', changedAt: at })],
      'any',
    );
    await eventStore.append('user-u1', [clientEvent('FullNameChanged', { userId: 'u1', fullName: 'Ada King', changedAt: at })], 'any');
    await eventStore.append('user-u2', [registered('u2', 'grace@example.com', 'Grace Hopper')], 'any');
    await eventStore.append('client-c2', [created('c2', 'u2', 'Harbor Dental', 'pro')], 'any');
    await eventStore.append('client-c2', [clientEvent('PhoneNumberRequested', { client_id: 'c2', by: 'u2' })], 'any');
    await eventStore.append('client-c2', [clientEvent('PlanChangeRequested', { client_id: 'c2', from: 'pro', to: 'enterprise', by: 'u2' })], 'any');
    await eventStore.append('client-c1', [clientEvent('ClientDeactivated', { client_id: 'c1', by: 'admin' })], 'any');
    await rebuildProjections({ eventStore, target: readStore, projectors: [clientsProjector] });
    const models = readModelsOf(readStore, [clientsProjector]);
    const c1 = await models.collection<ClientDoc>(CLIENTS).get('c1');
    expect(c1).toMatchObject({ owner_email: 'ada@new.example', owner_full_name: 'Ada King', status: 'inactive', sort_name: 'riverside motors' });
    const searched = async (search: string) =>
      (await models.collection<ClientDoc>(CLIENTS).find({ search, orderBy: { field: 'id' } })).map((doc) => doc.id);
    expect(await searched('ada@new.example')).toEqual(['c1']);
    expect(await searched('ada king riverside')).toEqual(['c1']);
    expect(await searched('ada@example.com')).toEqual([]);
    expect(await models.collection<ClientDoc>(CLIENTS).get('c2')).toMatchObject({ owner_email: 'grace@example.com', pending_request: true });

    expect(await models.collection<AdminOverviewDoc>(ADMIN_OVERVIEW).get(ADMIN_OVERVIEW_ID)).toMatchObject({
      total_clients: 2,
      active_clients: 1,
      clients_by_plan: { starter: 1, pro: 1 },
      phone_number_requests: 1,
      plan_change_requests: 1,
      pending_requests: 1,
    });
  });
});
