/** `phone-line-<digits>` events; `.v2` (camelCase) since the dialect change, the first shapes read via CLIENT_UPCASTERS. */
export type PhoneLineEvent =
  { type: 'PhoneLineReserved.v2'; data: { clientId: string } } | { type: 'PhoneLineReleased.v2'; data: { clientId: string } };

export const PHONE_LINE_EVENT_TYPES: readonly PhoneLineEvent['type'][] = ['PhoneLineReserved.v2', 'PhoneLineReleased.v2'];
