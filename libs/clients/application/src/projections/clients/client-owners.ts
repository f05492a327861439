import type { StoredEvent } from '@receptionist/event-store';
import type { ProjectionContext } from '@receptionist/projections';

export const CLIENT_OWNERS = 'client_owners';

/**
 * The clients projector's own lookup of every user's e-mail and name (id = user id) and the client records they own,
 * so a client record carries its owner's current e-mail and name (ProjectionContext has no `find`).
 */
export interface ClientOwnerDoc {
  [field: string]: unknown;
  id: string;
  email: string | null;
  full_name: string | null;
  client_ids: string[];
}

type OwnerChange = Partial<Pick<ClientOwnerDoc, 'email' | 'full_name'>>;

/**
 * The fields clients reads of identity's published events, by their stored type names (no import of identity's
 * domain: a context knows another one only through what it publishes).
 */
interface UserRegisteredData {
  userId: string;
  email: string;
  fullName: string;
}
interface EmailChangedData {
  userId: string;
  to: string;
}
interface FullNameChangedData {
  userId: string;
  fullName: string;
}

export async function ownerOf(context: ProjectionContext, userId: string): Promise<ClientOwnerDoc> {
  return (await context.get<ClientOwnerDoc>(CLIENT_OWNERS, userId)) ?? { id: userId, email: null, full_name: null, client_ids: [] };
}

/**
 * Handlers for the identity events that change what a client record shows of its owner; `patchClient` rewrites one
 * client record with the owner's new e-mail and name.
 */
export function ownerHandlers(patchClient: (context: ProjectionContext, clientId: string, owner: ClientOwnerDoc) => Promise<void>) {
  const change = async (context: ProjectionContext, userId: string, fields: OwnerChange) => {
    const owner = { ...(await ownerOf(context, userId)), ...fields };
    context.put(CLIENT_OWNERS, owner);
    for (const clientId of owner.client_ids) await patchClient(context, clientId, owner);
  };
  const registered = ({ data }: StoredEvent<UserRegisteredData>, context: ProjectionContext) =>
    change(context, data.userId, { email: data.email, full_name: data.fullName });
  return {
    'UserRegistered.v2': registered,
    UserRegistered: registered,
    EmailChanged: ({ data }: StoredEvent<EmailChangedData>, context: ProjectionContext) => change(context, data.userId, { email: data.to }),
    FullNameChanged: ({ data }: StoredEvent<FullNameChangedData>, context: ProjectionContext) =>
      change(context, data.userId, { full_name: data.fullName }),
  };
}
