/**
 * Where an event type holds personal data, and whose it is. `path` is a dotted path into the event's data
 * (`by.email`); `subject` names the key that encrypts it: the event's stream (a lead, a user, a client), or a stream
 * derived from the data (the acting user's `user-<id>`). Erasing a subject deletes its key: every value it encrypted,
 * in every stored event, reads as "Erased" from then on (crypto-shredding, ARCHITECTURE.md §8).
 */
export interface PersonalField {
  path: string;
  subject: 'stream' | ((data: never, stream: string) => string | null);
}

/** Event type → its personal fields. Only current type names: events are appended in current shapes only. */
export type PersonalDataRules = Readonly<Record<string, readonly PersonalField[]>>;

/** What a reader sees in place of a value whose subject was erased. */
export const ERASED = 'Erased';

/** The acting user's e-mail (`by.email`) belongs to that user. */
export const actorEmail: PersonalField = {
  path: 'by.email',
  subject: (data: { by?: { userId?: string } | null }) => (data.by?.userId ? `user-${data.by.userId}` : null),
};

/** The same subject for several paths. */
export const personalFields = (subject: PersonalField['subject'], ...paths: string[]): PersonalField[] => paths.map((path) => ({ path, subject }));
