import { fold } from '@receptionist/domain-kit';
import { clientDecider } from './client.decider';
import { CLIENT_UPCASTERS } from './client.upcasters';

/** Stored v1 events (as main wrote them, copied from the upgrade fixture) read as v2 and folded. */
const v1 = [
  {
    type: 'ClientCreated',
    data: {
      client_id: 'c1',
      owner_id: 'u1',
      business_name: 'My Business',
      greeting_message: 'Hi',
      ai_voice: 'alloy',
      ai_personality: 'professional',
      plan_type: 'starter',
      minutes_limit: 500,
      is_active: true,
      created_at: '2026-11-20T12:00:00.140Z',
    },
  },
  { type: 'SettingsChanged', data: { client_id: 'c1', field: 'business_name', from: 'My Business', to: 'Olive Plumbing', by: 'u1' } },
  { type: 'PhoneNumberRequested', data: { client_id: 'c1', by: 'u1' } },
  { type: 'PlanChangeRequested', data: { client_id: 'c1', from: 'starter', to: 'pro', by: 'u1' } },
  { type: 'PhoneNumberAssigned', data: { client_id: 'c1', phone_number: '+15550109999', by: 'a1' } },
  { type: 'PlanChanged', data: { client_id: 'c1', from: 'starter', to: 'pro', minutes_limit: 2000, by: 'a1' } },
  { type: 'ClientDeactivated', data: { client_id: 'c1', by: null } },
];
const upcast = ({ type, data }: { type: string; data: unknown }) => {
  const upcaster = CLIENT_UPCASTERS.find((candidate) => candidate.from === type);
  return upcaster ? { type: upcaster.to, data: upcaster.upcast(data as never) } : { type, data };
};

describe('client upcasters', () => {
  it('read every first-shape event as its .v2 shape, with the bare user id as an actor without e-mail', () => {
    expect(upcast(v1[1])).toEqual({
      type: 'SettingsChanged.v2',
      data: { clientId: 'c1', field: 'business_name', from: 'My Business', to: 'Olive Plumbing', by: { userId: 'u1', email: null } },
    });
    expect(upcast(v1[6])).toEqual({ type: 'ClientDeactivated.v2', data: { clientId: 'c1', by: null } });
    expect(upcast({ type: 'PhoneLineReserved', data: { client_id: 'c1' } })).toEqual({ type: 'PhoneLineReserved.v2', data: { clientId: 'c1' } });
    expect(v1.map(upcast).map((event) => event.type)).toEqual(v1.map((event) => `${event.type}.v2`));
  });

  it('fold into the same state as the events the decider writes today', () => {
    expect(fold(clientDecider, v1.map(upcast))).toEqual({
      exists: true,
      clientId: 'c1',
      ownerId: 'u1',
      settings: {
        business_name: 'Olive Plumbing',
        greeting_message: 'Hi',
        ai_voice: 'alloy',
        ai_personality: 'professional',
        forwarding_number: null,
        business_address: null,
        directions: null,
        business_hours: null,
        knowledge: null,
        transfer_rules: null,
        agents: null,
        sms_follow_up: null,
        recording_retention_days: null,
      },
      phoneNumber: '+15550109999',
      phoneNumberRequested: false,
      plan: 'pro',
      requestedPlan: null,
      minutesLimit: 2000,
      isActive: false,
    });
  });
});
