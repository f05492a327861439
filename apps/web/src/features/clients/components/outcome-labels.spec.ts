import { agentLabel, appointmentWhat } from './outcome-labels';

describe('appointmentWhat', () => {
  it('names a sales visit and a test drive by their kind', () => {
    expect(appointmentWhat({ kind: 'sales_visit', vehicle: null, concern: null })).toBe('Sales visit');
    expect(appointmentWhat({ kind: 'test_drive', vehicle: '2030 Civic', concern: null })).toBe('Test drive: 2030 Civic');
  });

  it('adds the vehicle and the concern of a service appointment, skipping blank ones', () => {
    expect(appointmentWhat({ kind: 'service', vehicle: '2019 F-150', concern: 'brakes squeal' })).toBe('Service: 2019 F-150 — brakes squeal');
    expect(appointmentWhat({ kind: 'service', vehicle: ' ', concern: 'oil change' })).toBe('Service: oil change');
    expect(appointmentWhat({ kind: 'service', vehicle: null, concern: null })).toBe('Service');
  });
});

describe('agentLabel', () => {
  it('names the three agents, and a call without one with a dash', () => {
    expect([agentLabel('sales'), agentLabel('service'), agentLabel('missed_call'), agentLabel(null)]).toEqual([
      'Sales',
      'Service',
      'Missed Call',
      '—',
    ]);
  });
});
