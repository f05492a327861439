/** The small notification pushed after a projector commits: clients refetch what that projector feeds. */
export interface LiveUpdate {
  projector: string;
  position: number;
}

export const LIVE_UPDATE_EVENT = 'projection:updated';

/** The admin room; it is joined only by authenticated administrators (identity issue). */
export const ADMIN_ROOM = 'admin';

/**
 * Which rooms may see an update. Administrators see every read model; later issues add rules that also send a
 * client's own read models to `client:<id>`. Anonymous sockets join no room, so they receive nothing.
 */
export function roomsForUpdate(_update: LiveUpdate): string[] {
  return [ADMIN_ROOM];
}
