import {
  WEBHOOK_OUT_DELIVERY_HEADER,
  WEBHOOK_OUT_EVENT_HEADER,
  WEBHOOK_OUT_SIGNATURE_HEADER,
  WEBHOOK_RESPONSE_MAX_BYTES,
  WEBHOOK_TIMEOUT_MS,
  type WebhookEventName,
} from '@receptionist/contracts';
import { signWebhook } from '@receptionist/domain-kit';
import { type OutboundHttp, OutboundRequestError } from '@receptionist/outbound-http';

export const WEBHOOK_USER_AGENT = 'Receptionist-Webhooks/1.0';
/** Of a failed answer, this much of the body is kept in the delivery log. */
const ERROR_BODY_CHARS = 200;

export interface WebhookSend {
  url: string;
  secret: string;
  deliveryId: string;
  event: WebhookEventName;
  body: string;
  now: Date;
}

/** What one attempt came to, as the delivery log records it. */
export interface WebhookAttemptOutcome {
  statusCode: number | null;
  latencyMs: number | null;
  error: string | null;
}

function failedAnswer(status: number, body: Buffer): string {
  const text = body.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, ERROR_BODY_CHARS);
  return text ? `HTTP ${status}: ${text}` : `HTTP ${status}`;
}

/** One signed POST of a delivery's body; whatever the receiver or the network did is an outcome, never a throw. */
export async function sendWebhook(http: OutboundHttp, send: WebhookSend): Promise<WebhookAttemptOutcome> {
  const timestamp = Math.floor(send.now.getTime() / 1000);
  const started = Date.now();
  try {
    const response = await http.request({
      url: send.url,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_OUT_SIGNATURE_HEADER]: signWebhook(send.secret, send.body, timestamp),
        [WEBHOOK_OUT_DELIVERY_HEADER]: send.deliveryId,
        [WEBHOOK_OUT_EVENT_HEADER]: send.event,
      },
      body: send.body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxResponseBytes: WEBHOOK_RESPONSE_MAX_BYTES,
      truncate: true,
      maxRedirects: 0,
    });
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, latencyMs: response.latencyMs, error: ok ? null : failedAnswer(response.status, response.body) };
  } catch (error) {
    const message = error instanceof OutboundRequestError ? error.message : 'The request could not be made';
    return { statusCode: null, latencyMs: Date.now() - started, error: message };
  }
}
