import { deciderSpec } from '@receptionist/domain-kit';
import { PLANS } from '@receptionist/contracts';
import { clientIdOfOwner } from './client-identity';
import type { ClientCommand } from './client.commands';
import { clientDecider } from './client.decider';
import { ClientNotFoundError, InvalidClientInputError } from './client.errors';
import type { ClientEvent } from './client.events';

const now = new Date('2030-05-06T07:08:09.000Z');
const context = { now, actorId: 'owner-1' };
const created: ClientEvent = clientDecider.decide({ kind: 'CreateClient', clientId: 'c1', ownerId: 'owner-1' }, clientDecider.initialState, context)[0];

const spec = deciderSpec(clientDecider, context);
function given(events: ClientEvent[], command: ClientCommand, actorId: string | null = 'owner-1'): ClientEvent[] {
  return spec.given(...events).when(command, { actorId }).events;
}

describe('client decider', () => {
  it('creates the record with the spec defaults and the default plan', () => {
    expect(created).toEqual({
      type: 'ClientCreated',
      data: {
        client_id: 'c1',
        owner_id: 'owner-1',
        business_name: 'My Business',
        greeting_message: 'Thank you for calling! How can I help you today?',
        ai_voice: 'alloy',
        ai_personality: 'professional',
        plan_type: 'starter',
        minutes_limit: PLANS.starter.minutesLimit,
        is_active: true,
        created_at: now.toISOString(),
      },
    });
  });

  it('creates nothing when the record exists', () => {
    expect(given([created], { kind: 'CreateClient', clientId: 'c1', ownerId: 'owner-1' })).toEqual([]);
  });

  it('refuses changes to a record that does not exist', () => {
    expect(() => given([], { kind: 'ChangeSetting', field: 'business_name', value: 'A' })).toThrow(ClientNotFoundError);
  });

  it('records a setting change with from, to and who, trimmed', () => {
    expect(given([created], { kind: 'ChangeSetting', field: 'business_name', value: '  Sunrise Motors ' })).toEqual([
      { type: 'SettingsChanged', data: { client_id: 'c1', field: 'business_name', from: 'My Business', to: 'Sunrise Motors', by: 'owner-1' } },
    ]);
  });

  it('records nothing when the value did not change', () => {
    expect(given([created], { kind: 'ChangeSetting', field: 'ai_voice', value: 'alloy' })).toEqual([]);
    expect(given([created], { kind: 'ChangeSetting', field: 'forwarding_number', value: '  ' })).toEqual([]);
  });

  it('stores an emptied forwarding number as null', () => {
    const set = given([created], { kind: 'ChangeSetting', field: 'forwarding_number', value: '+1 555 0100' });
    expect(given([created, ...set], { kind: 'ChangeSetting', field: 'forwarding_number', value: '' })).toEqual([
      { type: 'SettingsChanged', data: { client_id: 'c1', field: 'forwarding_number', from: '+1 555 0100', to: null, by: 'owner-1' } },
    ]);
  });

  it.each([
    ['plan_type', 'pro', 'Field must be one of'],
    ['greeting_message', '', 'Greeting message is required'],
    ['ai_personality', 'rude', 'AI personality must be one of'],
    ['forwarding_number', 'call me', 'Invalid phone number format'],
  ])('rejects %s = %j', (field, value, message) => {
    expect(() => given([created], { kind: 'ChangeSetting', field, value })).toThrow(new RegExp(message));
  });

  it('requests a phone number once, and not after one is assigned', () => {
    const requested = given([created], { kind: 'RequestPhoneNumber' });
    expect(requested).toEqual([{ type: 'PhoneNumberRequested', data: { client_id: 'c1', by: 'owner-1' } }]);
    expect(given([created, ...requested], { kind: 'RequestPhoneNumber' })).toEqual([]);
    const assigned = given([created, ...requested], { kind: 'AssignPhoneNumber', phoneNumber: ' +1 (555) 010-0000 ' }, 'admin-1');
    expect(assigned).toEqual([{ type: 'PhoneNumberAssigned', data: { client_id: 'c1', phone_number: '+1 (555) 010-0000', by: 'admin-1' } }]);
    expect(() => given([created, ...requested, ...assigned], { kind: 'RequestPhoneNumber' })).toThrow(InvalidClientInputError);
  });

  it('validates an assigned phone number', () => {
    expect(() => given([created], { kind: 'AssignPhoneNumber', phoneNumber: '12' })).toThrow('Phone number must be at least 5 characters');
  });

  it('requests a plan change, and changes the plan with its minute limit', () => {
    const requested = given([created], { kind: 'RequestPlanChange', plan: 'pro' });
    expect(requested).toEqual([{ type: 'PlanChangeRequested', data: { client_id: 'c1', from: 'starter', to: 'pro', by: 'owner-1' } }]);
    expect(given([created, ...requested], { kind: 'RequestPlanChange', plan: 'pro' })).toEqual([]);
    expect(() => given([created], { kind: 'RequestPlanChange', plan: 'starter' })).toThrow('already on the Starter plan');
    expect(() => given([created], { kind: 'RequestPlanChange', plan: 'gold' })).toThrow('Plan must be one of');
    expect(given([created, ...requested], { kind: 'ChangePlan', plan: 'pro' }, 'admin-1')).toEqual([
      { type: 'PlanChanged', data: { client_id: 'c1', from: 'starter', to: 'pro', minutes_limit: PLANS.pro.minutesLimit, by: 'admin-1' } },
    ]);
    expect(given([created], { kind: 'ChangePlan', plan: 'starter' })).toEqual([]);
  });

  it('deactivates and activates only when the state changes', () => {
    const deactivated = given([created], { kind: 'Deactivate' }, 'admin-1');
    expect(deactivated).toEqual([{ type: 'ClientDeactivated', data: { client_id: 'c1', by: 'admin-1' } }]);
    expect(given([created, ...deactivated], { kind: 'Deactivate' })).toEqual([]);
    expect(given([created], { kind: 'Activate' })).toEqual([]);
    expect(given([created, ...deactivated], { kind: 'Activate' })).toHaveLength(1);
  });

  it('derives one stable client id per owner', () => {
    expect(clientIdOfOwner('u1')).toBe(clientIdOfOwner('u1'));
    expect(clientIdOfOwner('u1')).not.toBe(clientIdOfOwner('u2'));
    expect(clientIdOfOwner('u1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
