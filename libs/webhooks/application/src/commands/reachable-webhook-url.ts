import { WEBHOOK_MESSAGES } from '@receptionist/contracts';
import { type OutboundHttp, OutboundRequestError } from '@receptionist/outbound-http';
import { invalidWebhookEndpoint } from '@receptionist/webhooks-domain';

/**
 * After the syntax rules: the URL must reach a public address (resolved now; deliveries check again on every
 * attempt and redirect). WEBHOOKS_ALLOW_PRIVATE lifts the private-address refusal (the process's OutboundHttp).
 */
export async function assertReachableWebhookUrl(outboundHttp: OutboundHttp, url: string): Promise<void> {
  try {
    await outboundHttp.check(url);
  } catch (error) {
    if (!(error instanceof OutboundRequestError)) throw error;
    if (error.reason === 'private_address') throw invalidWebhookEndpoint(WEBHOOK_MESSAGES.urlPrivate);
    if (error.reason === 'unresolvable') throw invalidWebhookEndpoint(WEBHOOK_MESSAGES.urlUnresolvable);
    throw invalidWebhookEndpoint(WEBHOOK_MESSAGES.urlInvalid);
  }
}
