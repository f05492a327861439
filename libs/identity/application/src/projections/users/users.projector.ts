import { defineProjector } from '@receptionist/projections';
import { STAFF_ROLES, type UserEvent, type UserRole } from '@receptionist/identity-domain';
import type { StoredEvent } from '@receptionist/event-store';

export const USERS = 'users';

/** The `users` read model: profile, roles and sign-in times; never credentials. */
export interface UserDoc {
  [key: string]: unknown;
  id: string;
  email: string;
  full_name: string;
  roles: UserRole[];
  is_admin: boolean;
  /** Holds admin, analyst or analyst:pii: listed under "Team & roles" in /admin/settings. */
  is_staff: boolean;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
}

type Handler<T extends UserEvent['type']> = (
  event: StoredEvent<Extract<UserEvent, { type: T }>['data']>,
  context: { get<D>(c: string, id: string): Promise<D | null>; put(c: string, doc: UserDoc): void },
) => Promise<void> | void;

const update = async (context: Parameters<Handler<'EmailConfirmed'>>[1], userId: string, change: (doc: UserDoc) => Partial<UserDoc>) => {
  const doc = await context.get<UserDoc>(USERS, userId);
  if (doc) context.put(USERS, { ...doc, ...change(doc) });
};

const withRoles = (roles: UserRole[]) => ({ roles, is_admin: roles.includes('admin'), is_staff: roles.some((role) => STAFF_ROLES.includes(role)) });

const registered: Handler<'UserRegistered.v2'> = ({ data }, context) =>
  context.put(USERS, {
    id: data.userId,
    email: data.email,
    full_name: data.fullName,
    roles: [],
    is_admin: false,
    is_staff: false,
    created_at: data.registeredAt,
    last_sign_in_at: null,
    email_confirmed_at: null,
  });

/** Events of earlier shapes (`UserRegistered` with the hash) are read as the current ones; the hash is never read. */
const handlers: { [T in UserEvent['type']]?: Handler<T> } & { UserRegistered: Handler<'UserRegistered.v2'> } = {
  'UserRegistered.v2': registered,
  UserRegistered: registered,
  EmailConfirmed: ({ data }, context) => update(context, data.userId, () => ({ email_confirmed_at: data.confirmedAt })),
  EmailChanged: ({ data }, context) => update(context, data.userId, () => ({ email: data.to })),
  FullNameChanged: ({ data }, context) => update(context, data.userId, () => ({ full_name: data.fullName })),
  RoleGranted: ({ data }, context) => update(context, data.userId, (doc) => withRoles([...doc.roles, data.role])),
  RoleRevoked: ({ data }, context) => update(context, data.userId, (doc) => withRoles(doc.roles.filter((r) => r !== data.role))),
  UserSignedIn: ({ data }, context) => update(context, data.userId, () => ({ last_sign_in_at: data.signedInAt })),
};

export const usersProjector = defineProjector({
  name: 'users',
  version: 2,
  collections: [
    {
      name: USERS,
      indexes: [{ fields: ['email'], unique: true }, { fields: ['is_admin'] }, { fields: ['is_staff'] }, { fields: ['created_at'] }],
    },
  ],
  handlers: handlers as never,
});
