import { signWebhook, verifyWebhookSignature, WebhookSignatureError } from './webhook-signature';

describe('webhook signature', () => {
  const body = '{"platform_call_id":"pc-1"}';
  const now = 1_900_000_000;

  it('accepts its own signature within five minutes either way', () => {
    expect(() => verifyWebhookSignature('s', signWebhook('s', body, now - 300), body, now)).not.toThrow();
    expect(() => verifyWebhookSignature('s', signWebhook('s', body, now + 300), body, now)).not.toThrow();
  });

  it('accepts any one matching v1 signature (secret rotation)', () => {
    const header = `t=${now},v1=${'0'.repeat(64)},${signWebhook('s', body, now).split(',')[1]}`;
    expect(() => verifyWebhookSignature('s', header, body, now)).not.toThrow();
  });

  it.each([
    ['no header', undefined, /Missing or malformed/],
    ['a stale timestamp', signWebhook('s', body, now - 301), /Stale timestamp/],
    ['another secret', signWebhook('other', body, now), /Invalid signature/],
    ['another body', signWebhook('s', `${body} `, now), /Invalid signature/],
    ['a short signature', `t=${now},v1=abcd`, /Invalid signature/],
  ])('refuses %s', (_case, header, message) => {
    expect(() => verifyWebhookSignature('s', header, body, now)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature('s', header, body, now)).toThrow(message);
  });
});
