import type { PasswordChanged, UserEvent, UserRegistered } from './user.events';

/** `UserRegistered` as written before `.v2`: it carried the argon2id hash. Read only, never written. */
export interface UserRegisteredV1 {
  type: 'UserRegistered';
  data: UserRegistered['data'] & { passwordHash: string };
}

/** `PasswordChanged` as written before `.v2`: it carried the new argon2id hash. Read only, never written. */
export interface PasswordChangedV1 {
  type: 'PasswordChanged';
  data: PasswordChanged['data'] & { passwordHash: string };
}

export type LegacyUserEvent = UserRegisteredV1 | PasswordChangedV1;
/** Any event a `user-<id>` stream may hold: the current shapes and the earlier ones. */
export type StoredUserEvent = UserEvent | LegacyUserEvent;

export const LEGACY_USER_EVENT_TYPES: readonly LegacyUserEvent['type'][] = ['UserRegistered', 'PasswordChanged'];

/** Reads an event of any stored shape as the current one (stored events are never rewritten). Drops the hash. */
export function upcastUserEvent(event: StoredUserEvent): UserEvent {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, fullName, registeredAt } = event.data;
      return { type: 'UserRegistered.v2', data: { userId, email, fullName, registeredAt } };
    }
    case 'PasswordChanged':
      return { type: 'PasswordChanged.v2', data: { userId: event.data.userId, changedAt: event.data.changedAt } };
    default:
      return event;
  }
}
