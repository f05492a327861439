import { phoneDigits } from '@receptionist/contracts';
import { PHONE_LINE_STREAM_PREFIX, type PhoneLineEvent, type PhoneNumberAssigned } from '@receptionist/clients-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '@receptionist/projections';

export const PHONE_LINES = 'phone_lines';

/** Which client a called number reaches; id = the number's digits. */
export interface PhoneLineDoc {
  [field: string]: unknown;
  id: string;
  client_id: string;
  phone_number: string;
}

export const phoneLinesProjector = defineProjector({
  name: PHONE_LINES,
  version: 1,
  collections: [{ name: PHONE_LINES, indexes: [{ fields: ['client_id'] }] }],
  handlers: {
    'PhoneNumberAssigned.v2': async ({ data }: StoredEvent<PhoneNumberAssigned['data']>, context) => {
      context.put(PHONE_LINES, { id: phoneDigits(data.phoneNumber), client_id: data.clientId, phone_number: data.phoneNumber });
    },
    // A released line no longer reaches its former client.
    'PhoneLineReleased.v2': async ({ stream, data }: StoredEvent<Extract<PhoneLineEvent, { type: 'PhoneLineReleased.v2' }>['data']>, context) => {
      const id = stream.slice(PHONE_LINE_STREAM_PREFIX.length);
      const line = await context.get<PhoneLineDoc>(PHONE_LINES, id);
      if (line?.client_id === data.clientId) context.delete(PHONE_LINES, id);
    },
  },
});
