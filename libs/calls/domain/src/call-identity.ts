import { createHash } from 'node:crypto';

export const CALL_STREAM_PREFIX = 'call-';

/** A platform call id, hashed to a fixed-length key: one stream per platform call whatever its length or characters. */
export function callKeyOfPlatformCall(platformCallId: string): string {
  return createHash('sha256').update(`platform-call:${platformCallId}`).digest('hex').slice(0, 32);
}

export function callStream(callKey: string): string {
  return `${CALL_STREAM_PREFIX}${callKey}`;
}

/**
 * The id of a call in the read models and the API. It starts with the client id, so every calls read-model document
 * names the client it belongs to (see clientIdOfDocument).
 */
export function callLogId(clientId: string, callKey: string): string {
  return `${clientId}:${callKey}`;
}

/** The client a calls read-model document belongs to: its id's part before the first ':' (null when it has none). */
export function clientIdOfDocument(documentId: string): string | null {
  const separator = documentId.indexOf(':');
  return separator > 0 ? documentId.slice(0, separator) : null;
}
