const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A GraphQL DateTime (ISO string) in the reader's locale and time zone; a dash when there is none. */
export const formatInstant = (value: string | null | undefined): string => (value ? FORMAT.format(new Date(value)) : '—');
