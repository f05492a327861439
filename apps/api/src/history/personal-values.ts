/** Data fields that hold personal data in any context's events. */
const PERSONAL_FIELDS = new Set([
  'email',
  'firstName',
  'lastName',
  'fullName',
  'phone',
  'notes',
  'message',
  'callerNumber',
  'caller_number',
  'transcript',
  'summary',
  'forwardingNumber',
]);

/** A JSON value that looks like an e-mail address or a phone number, wherever it stands. */
const looksPersonal = (json: string | null) => json !== null && (json.includes('@') || /^"\+?[\d\s().-]{7,}"$/.test(json));

/** True when a field's value (JSON text) is personal data: by the field's name, or by what it looks like. */
export const isPersonalValue = (field: string, json: string | null): boolean => PERSONAL_FIELDS.has(field) || looksPersonal(json);

export const REDACTED = '•••';

/** The data with every personal value replaced by "•••", at any depth (what analysts without `analyst:pii` see). */
export function redactPersonal(value: unknown, field = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => redactPersonal(item, field));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactPersonal(inner, key)]));
  }
  return value !== null && isPersonalValue(field, JSON.stringify(value)) ? REDACTED : value;
}
