import { deciderSpec } from '@receptionist/domain-kit';
import { PHONE_LINE_TAKEN, phoneLineDecider, type PhoneLineCommand, type PhoneLineEvent, phoneLineStream } from './phone-line.decider';

const spec = deciderSpec(phoneLineDecider);
function given(events: PhoneLineEvent[], command: PhoneLineCommand): PhoneLineEvent[] {
  return spec.given(...events).when(command).events;
}

const reservedByA: PhoneLineEvent = { type: 'PhoneLineReserved', data: { client_id: 'a' } };

describe('phone line decider', () => {
  it('names a line by its digits, however the number is written', () => {
    expect(phoneLineStream('+1 (555) 010-0000')).toBe(phoneLineStream('+15550100000'));
  });

  it('reserves a free line, and again for the same client changes nothing', () => {
    expect(given([], { kind: 'ReservePhoneLine', clientId: 'a' })).toEqual([reservedByA]);
    expect(given([reservedByA], { kind: 'ReservePhoneLine', clientId: 'a' })).toEqual([]);
  });

  it("refuses another client's line", () => {
    expect(() => given([reservedByA], { kind: 'ReservePhoneLine', clientId: 'b' })).toThrow(PHONE_LINE_TAKEN);
  });

  it('releases only a line the client holds, after which anyone may reserve it', () => {
    expect(given([reservedByA], { kind: 'ReleasePhoneLine', clientId: 'b' })).toEqual([]);
    const released = given([reservedByA], { kind: 'ReleasePhoneLine', clientId: 'a' });
    expect(released).toEqual([{ type: 'PhoneLineReleased', data: { client_id: 'a' } }]);
    expect(given([reservedByA, ...released], { kind: 'ReservePhoneLine', clientId: 'b' })).toEqual([
      { type: 'PhoneLineReserved', data: { client_id: 'b' } },
    ]);
  });
});
