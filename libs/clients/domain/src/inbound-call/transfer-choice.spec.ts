import { DEPARTMENTS, type TransferRules, TRANSFER_WHEN } from '@receptionist/contracts';
import fc from 'fast-check';
import { transferTargets } from './transfer-choice';

const jane = { name: 'Jane', phone: '+1 555 0100' };

describe('transfer choice', () => {
  it('puts a department through to its person when the rule holds now, and takes a message otherwise', () => {
    const rules: TransferRules = {
      sales: { ...jane, when: 'open_hours' },
      service: { name: 'Night desk', phone: '+1 555 0199', when: 'closed_hours' },
      other: null,
    };
    expect(transferTargets(rules, true)).toEqual({
      sales: { action: 'transfer', ...jane },
      service: { action: 'take_message' },
      other: { action: 'take_message' },
    });
    expect(transferTargets(rules, false)).toEqual({
      sales: { action: 'take_message' },
      service: { action: 'transfer', name: 'Night desk', phone: '+1 555 0199' },
      other: { action: 'take_message' },
    });
  });

  it('property: an "always" rule transfers at any time; open and closed rules transfer in exactly one of the two', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEPARTMENTS), fc.constantFrom(...TRANSFER_WHEN), (department, when) => {
        const rules: TransferRules = { sales: null, service: null, other: null, [department]: { ...jane, when } };
        const transfers = [true, false].filter((open) => transferTargets(rules, open)[department].action === 'transfer').length;
        expect(transfers).toBe(when === 'always' ? 2 : 1);
      }),
    );
  });
});
