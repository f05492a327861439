import { webhookHmac } from '@receptionist/domain-kit';
import { timingSafeEqual } from 'node:crypto';

export { signWebhook } from '@receptionist/domain-kit';

/** `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
/** Requests signed longer ago (or further ahead) than this are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  readonly kind = 'unauthenticated' as const;
}

/** Throws WebhookSignatureError unless the header carries a fresh timestamp and a matching v1 signature. */
export function verifyWebhookSignature(secret: string, header: string | undefined, rawBody: string | Buffer, nowSeconds: number): void {
  const parts = (header ?? '').split(',').map((part) => part.trim());
  const timestamp = Number(parts.find((part) => part.startsWith('t='))?.slice(2));
  const signatures = parts.filter((part) => part.startsWith('v1=')).map((part) => part.slice(3));
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('Missing or malformed X-Signature header (expected t=<unix seconds>,v1=<hex>)');
  }
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(`Stale timestamp: the signature must be at most ${WEBHOOK_TOLERANCE_SECONDS} seconds old`);
  }
  const expected = Buffer.from(webhookHmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('Invalid signature');
}
