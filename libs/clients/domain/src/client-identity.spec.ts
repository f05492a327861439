import { clientIdOfOwner } from './client-identity';

describe('clientIdOfOwner', () => {
  it('keeps the ids already stored byte for byte (this one is the upgrade fixture client)', () => {
    expect(clientIdOfOwner('b4ddde0b-6621-42fe-9916-805e7b715ceb')).toBe('bc361eeb-9bc9-5fe5-a3cd-594c48a66ed0');
  });
});
