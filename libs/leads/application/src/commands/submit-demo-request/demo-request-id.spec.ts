import { DemoRequestError } from '@receptionist/leads-domain';
import { demoRequestIdFromKey } from './demo-request-id';

describe('demoRequestIdFromKey', () => {
  it('maps one key to one UUID-shaped id and different keys to different ids', () => {
    const id = demoRequestIdFromKey('9b2e7c1a-5d0f-4c55-9a0e-3f1f2b7d8e61');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoRequestIdFromKey('9b2e7c1a-5d0f-4c55-9a0e-3f1f2b7d8e61')).toBe(id);
    expect(demoRequestIdFromKey('another key')).not.toBe(id);
  });

  it('keeps the ids already stored byte for byte', () => {
    expect(demoRequestIdFromKey(' form-key-1 ')).toBe('5de71504-f20a-88c5-aa10-ea8661992c4b');
  });

  it.each(['', '   ', 'k'.repeat(201)])('refuses the key %p', (key) => {
    expect(() => demoRequestIdFromKey(key)).toThrow(DemoRequestError);
  });
});
