import { trackingAllowed } from './track-event';

describe('trackingAllowed', () => {
  it('allows tracking when the visitor sent no privacy signal', () => {
    expect(trackingAllowed({ doNotTrack: null })).toBe(true);
    expect(trackingAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });

  it('honours Do Not Track', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
  });

  it('honours Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: null, globalPrivacyControl: true })).toBe(false);
  });
});
