import { deciderSpec } from '@receptionist/domain-kit';
import { PLANS } from '@receptionist/contracts';
import { clientIdOfOwner } from './client-identity';
import type { ClientCommand } from './client.commands';
import { clientDecider } from './client.decider';
import { ClientNotFoundError, InvalidClientInputError } from './client.errors';
import type { ClientEvent } from './client.events';

const now = new Date('2030-05-06T07:08:09.000Z');
const owner = { userId: 'owner-1', email: 'owner@example.com' };
const admin = { userId: 'admin-1', email: 'admin@example.com' };
const { given } = deciderSpec(clientDecider, { now });
const create: ClientCommand = { type: 'CreateClient', data: { clientId: 'c1', ownerId: 'owner-1', by: null } };
const created: ClientEvent = given().when(create).events[0];
const setting = (field: string, value: string, by = owner): ClientCommand => ({ type: 'ChangeClientSetting', data: { field, value, by } });

describe('client decider', () => {
  it('creates the record with the spec defaults and the default plan', () => {
    expect(created).toEqual({
      type: 'ClientCreated.v2',
      data: {
        clientId: 'c1',
        ownerId: 'owner-1',
        businessName: 'My Business',
        greetingMessage: 'Thank you for calling! How can I help you today?',
        aiVoice: 'alloy',
        aiPersonality: 'professional',
        planType: 'starter',
        minutesLimit: PLANS.starter.minutesLimit,
        isActive: true,
        createdAt: now.toISOString(),
      },
    });
  });

  it('creates nothing when the record exists', () => {
    expect(given(created).when(create).events).toEqual([]);
  });

  it('refuses changes to a record that does not exist', () => {
    expect(given().when(setting('business_name', 'A')).error).toBeInstanceOf(ClientNotFoundError);
  });

  it('records a setting change with from, to and who, trimmed', () => {
    expect(given(created).when(setting('business_name', '  Sunrise Motors ')).events).toEqual([
      { type: 'SettingsChanged.v2', data: { clientId: 'c1', field: 'business_name', from: 'My Business', to: 'Sunrise Motors', by: owner } },
    ]);
  });

  it('records nothing when the value did not change', () => {
    expect(given(created).when(setting('ai_voice', 'alloy')).events).toEqual([]);
    expect(given(created).when(setting('forwarding_number', '  ')).events).toEqual([]);
  });

  it('stores an emptied forwarding number as null', () => {
    const set = given(created).when(setting('forwarding_number', '+1 555 0100')).events;
    expect(given(created, ...set).when(setting('forwarding_number', '')).events).toEqual([
      { type: 'SettingsChanged.v2', data: { clientId: 'c1', field: 'forwarding_number', from: '+1 555 0100', to: null, by: owner } },
    ]);
  });

  it('stores a structured setting as canonical JSON, so the same rules saved again record nothing', () => {
    const hours = { week: { mon: [{ close: '17:00', open: '09:00' }] }, timeZone: 'America/Chicago', closures: [] };
    const [changed] = given(created).when(setting('business_hours', JSON.stringify(hours))).events as ClientEvent[];
    const canonical = JSON.stringify({
      timeZone: 'America/Chicago',
      week: { mon: [{ open: '09:00', close: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      closures: [],
    });
    expect(changed).toEqual({ type: 'SettingsChanged.v2', data: { clientId: 'c1', field: 'business_hours', from: null, to: canonical, by: owner } });
    expect(given(created, changed).when(setting('business_hours', ` ${JSON.stringify(hours)} `)).events).toEqual([]);
    expect(given(created, changed).when(setting('business_hours', '')).events).toEqual([
      { type: 'SettingsChanged.v2', data: { clientId: 'c1', field: 'business_hours', from: canonical, to: null, by: owner } },
    ]);
  });

  it('refuses a structured setting breaking a rule with its first message, recording nothing', () => {
    const template = JSON.stringify({ enabled: true, template: 'Hi {coupon}' });
    const { error } = given(created).when(setting('sms_follow_up', template));
    expect(error).toBeInstanceOf(InvalidClientInputError);
    expect((error as Error).message).toMatch(/^Unknown variable \{coupon\}/);
  });

  it.each([
    ['plan_type', 'pro', 'Field must be one of'],
    ['greeting_message', '', 'Greeting message is required'],
    ['ai_personality', 'rude', 'AI personality must be one of'],
    ['forwarding_number', 'call me', 'Invalid phone number format'],
  ])('rejects %s = %j', (field, value, message) => {
    expect(given(created).when(setting(field, value)).error).toEqual(
      expect.objectContaining({ message: expect.stringMatching(new RegExp(message)) }),
    );
  });

  it('requests a phone number once, and not after one is assigned', () => {
    const request: ClientCommand = { type: 'RequestPhoneNumber', data: { by: owner } };
    const requested = given(created).when(request).events;
    expect(requested).toEqual([{ type: 'PhoneNumberRequested.v2', data: { clientId: 'c1', by: owner } }]);
    expect(given(created, ...requested).when(request).events).toEqual([]);
    const assigned = given(created, ...requested).when({ type: 'AssignPhoneNumber', data: { phoneNumber: ' +1 (555) 010-0000 ', by: admin } }).events;
    expect(assigned).toEqual([{ type: 'PhoneNumberAssigned.v2', data: { clientId: 'c1', phoneNumber: '+1 (555) 010-0000', by: admin } }]);
    expect(given(created, ...requested, ...assigned).when(request).error).toBeInstanceOf(InvalidClientInputError);
  });

  it('validates an assigned phone number', () => {
    expect(given(created).when({ type: 'AssignPhoneNumber', data: { phoneNumber: '12', by: admin } }).error).toEqual(
      new InvalidClientInputError('Phone number must be at least 5 characters'),
    );
  });

  it('requests a plan change, and changes the plan with its minute limit', () => {
    const ask = (plan: string): ClientCommand => ({ type: 'RequestPlanChange', data: { plan, by: owner } });
    const change = (plan: string): ClientCommand => ({ type: 'ChangePlan', data: { plan, by: admin } });
    const requested = given(created).when(ask('pro')).events;
    expect(requested).toEqual([{ type: 'PlanChangeRequested.v2', data: { clientId: 'c1', from: 'starter', to: 'pro', by: owner } }]);
    expect(given(created, ...requested).when(ask('pro')).events).toEqual([]);
    expect((given(created).when(ask('starter')).error as Error).message).toMatch('already on the Starter plan');
    expect((given(created).when(ask('gold')).error as Error).message).toMatch('Plan must be one of');
    expect(given(created, ...requested).when(change('pro')).events).toEqual([
      { type: 'PlanChanged.v2', data: { clientId: 'c1', from: 'starter', to: 'pro', minutesLimit: PLANS.pro.minutesLimit, by: admin } },
    ]);
    expect(given(created).when(change('starter')).events).toEqual([]);
  });

  it('deactivates and activates only when the state changes', () => {
    const deactivate: ClientCommand = { type: 'DeactivateClient', data: { by: admin } };
    const activate: ClientCommand = { type: 'ActivateClient', data: { by: admin } };
    const deactivated = given(created).when(deactivate).events;
    expect(deactivated).toEqual([{ type: 'ClientDeactivated.v2', data: { clientId: 'c1', by: admin } }]);
    expect(given(created, ...deactivated).when(deactivate).events).toEqual([]);
    expect(given(created).when(activate).events).toEqual([]);
    expect(given(created, ...deactivated).when(activate).events).toHaveLength(1);
  });

  it('derives one stable client id per owner', () => {
    expect(clientIdOfOwner('u1')).toBe(clientIdOfOwner('u1'));
    expect(clientIdOfOwner('u1')).not.toBe(clientIdOfOwner('u2'));
    expect(clientIdOfOwner('u1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
