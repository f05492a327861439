import { uuidFromHash } from '@receptionist/domain-kit';

export const CLIENT_STREAM_PREFIX = 'client-';

export function clientStream(clientId: string): string {
  return `${CLIENT_STREAM_PREFIX}${clientId}`;
}

/**
 * The id of the one client record an owner can have, derived from the owner's user id: two first visits racing
 * each other address the same stream, and the stream's expected revision lets only one ClientCreated through.
 */
export function clientIdOfOwner(ownerId: string): string {
  return uuidFromHash(`client-of-owner:${ownerId}`, '5');
}
