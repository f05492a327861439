import { createHmac } from 'node:crypto';

/**
 * The one signing scheme of the product's webhooks, both ways (the voice platform's call reports coming in, the
 * deliveries to owners' systems going out), like Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export function webhookHmac(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The signature header value for a body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, rawBody: string | Buffer, timestamp: number): string {
  return `t=${timestamp},v1=${webhookHmac(secret, timestamp, rawBody)}`;
}
