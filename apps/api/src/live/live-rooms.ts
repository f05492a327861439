import { clientRoomsForUser } from './client-rooms';
import { ADMIN_ROOM } from './live-update';

/** Every authenticated socket joins its user's room, for notifications meant for one person. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Every authenticated socket joins the room of the session its token belongs to: ending the session empties it. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * The rooms an authenticated user's socket joins (besides its session's room). Administrators also join `admin`,
 * which receives every read model's updates; other users join the room of the client record they own
 * (`client:<clientId>`).
 */
export function roomsForUser(user: { userId: string; roles: readonly string[] }): string[] {
  return [userRoom(user.userId), ...(user.roles.includes('admin') ? [ADMIN_ROOM] : []), ...clientRoomsForUser(user)];
}
