import { callAccountOf, clientAccountStream, clientIdOfOwner, hasNumber, lineHolderOf, phoneLineStreamOf } from './call-account';

const created = (minutesLimit = 500, isActive = true) => ({
  type: 'ClientCreated.v2',
  data: {
    clientId: 'c1',
    ownerId: 'u1',
    businessName: 'My Business',
    planType: 'starter',
    minutesLimit,
    isActive,
    createdAt: '2026-11-01T00:00:00Z',
  },
});

describe('the account calls knows of a client (clients’ published events, read by stored type name)', () => {
  it('is unknown until the client is created', () => {
    expect(callAccountOf([]).exists).toBe(false);
  });

  it('takes the plan’s minutes and the active flag from ClientCreated, PlanChanged and (de)activation', () => {
    expect(callAccountOf([created()])).toEqual({ exists: true, clientId: 'c1', minutesLimit: 500, isActive: true, phoneNumber: null });
    const changed = callAccountOf([
      created(),
      { type: 'PlanChanged.v2', data: { clientId: 'c1', from: 'starter', to: 'pro', minutesLimit: 2000, by: null } },
      { type: 'ClientDeactivated.v2', data: { clientId: 'c1', by: null } },
    ]);
    expect(changed).toEqual({ exists: true, clientId: 'c1', minutesLimit: 2000, isActive: false, phoneNumber: null });
    expect(callAccountOf([created(), { type: 'ClientDeactivated.v2', data: {} }, { type: 'ClientActivated.v2', data: {} }]).isActive).toBe(true);
  });

  it('ignores the client events calls does not need', () => {
    const settings = { type: 'SettingsChanged.v2', data: { clientId: 'c1', field: 'business_name', from: 'a', to: 'b', by: null } };
    expect(callAccountOf([created(), settings])).toEqual(callAccountOf([created()]));
  });

  it('addresses the same client stream and id as the clients context publishes', () => {
    // The id clients derives from an owner (pinned in the domain kit's spec as well) and its stream name.
    expect(clientIdOfOwner('b4ddde0b-6621-42fe-9916-805e7b715ceb')).toBe('bc361eeb-9bc9-5fe5-a3cd-594c48a66ed0');
    expect(clientAccountStream('c1')).toBe('client-c1');
  });

  it('finds the client a called number reaches through its line and the number assigned to the account', () => {
    const reserved = (clientId: string) => ({ type: 'PhoneLineReserved.v2', data: { clientId } });
    expect(phoneLineStreamOf('+1 (555) 010-0200')).toBe('phone-line-15550100200');
    expect(lineHolderOf([])).toBeNull();
    expect(lineHolderOf([reserved('c1')])).toBe('c1');
    expect(lineHolderOf([reserved('c1'), { type: 'PhoneLineReleased.v2', data: { clientId: 'c1' } }])).toBeNull();
    expect(lineHolderOf([reserved('c1'), { type: 'PhoneLineReleased.v2', data: { clientId: 'c1' } }, reserved('c2')])).toBe('c2');
    const assigned = callAccountOf([
      created(),
      { type: 'PhoneNumberAssigned.v2', data: { clientId: 'c1', phoneNumber: '+1 555 010 0200', by: null } },
    ]);
    expect(hasNumber(assigned, '15550100200')).toBe(true);
    expect(hasNumber(assigned, '+1 555 010 0300')).toBe(false);
    expect(hasNumber(callAccountOf([created()]), '15550100200')).toBe(false);
  });
});
