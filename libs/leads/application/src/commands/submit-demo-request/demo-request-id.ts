import { uuidFromHash } from '@receptionist/domain-kit';
import { invalidDemoRequest } from '@receptionist/leads-domain';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The request id a submission's idempotency key stands for: a UUID-shaped SHA-256 of the key, so a retried post
 * (same key) addresses the same stream and records the lead once.
 */
export function demoRequestIdFromKey(idempotencyKey: string): string {
  const key = idempotencyKey.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw invalidDemoRequest(`idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return uuidFromHash(`demo-request:${key}`, '8');
}
