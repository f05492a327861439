import { createHash } from 'node:crypto';

export const CLIENT_STREAM_PREFIX = 'client-';

export function clientStream(clientId: string): string {
  return `${CLIENT_STREAM_PREFIX}${clientId}`;
}

/**
 * The id of the one client record an owner can have, derived from the owner's user id: two first visits racing
 * each other address the same stream, and the stream's expected revision lets only one ClientCreated through.
 */
export function clientIdOfOwner(ownerId: string): string {
  const hex = createHash('sha256').update(`client-of-owner:${ownerId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
