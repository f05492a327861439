import { deciderSpec } from '@receptionist/domain-kit';
import type { PhoneLineCommand } from './phone-line.commands';
import { PHONE_LINE_TAKEN, phoneLineDecider } from './phone-line.decider';
import type { PhoneLineEvent } from './phone-line.events';
import { phoneLineStream } from './phone-line.state';

const { given } = deciderSpec(phoneLineDecider);
const reserve = (clientId: string): PhoneLineCommand => ({ type: 'ReservePhoneLine', data: { clientId } });
const release = (clientId: string): PhoneLineCommand => ({ type: 'ReleasePhoneLine', data: { clientId } });
const reservedByA: PhoneLineEvent = { type: 'PhoneLineReserved.v2', data: { clientId: 'a' } };

describe('phone line decider', () => {
  it('names a line by its digits, however the number is written', () => {
    expect(phoneLineStream('+1 (555) 010-0000')).toBe(phoneLineStream('+15550100000'));
  });

  it('reserves a free line, and again for the same client changes nothing', () => {
    expect(given().when(reserve('a')).events).toEqual([reservedByA]);
    expect(given(reservedByA).when(reserve('a')).events).toEqual([]);
  });

  it("refuses another client's line", () => {
    expect((given(reservedByA).when(reserve('b')).error as Error).message).toBe(PHONE_LINE_TAKEN);
  });

  it('releases only a line the client holds, after which anyone may reserve it', () => {
    expect(given(reservedByA).when(release('b')).events).toEqual([]);
    const released = given(reservedByA).when(release('a')).events;
    expect(released).toEqual([{ type: 'PhoneLineReleased.v2', data: { clientId: 'a' } }]);
    expect(given(reservedByA, ...released).when(reserve('b')).events).toEqual([{ type: 'PhoneLineReserved.v2', data: { clientId: 'b' } }]);
  });
});
