import {
  ADMIN_WEBHOOK_EVENTS,
  OWNER_WEBHOOK_EVENTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEventName,
} from './webhook-rules';

/** Which list of events an endpoint may subscribe to: a client's owner's, or the administrators'. */
export type WebhookAudience = 'owner' | 'admins';

export const webhookEventsFor = (audience: WebhookAudience): readonly WebhookEventName[] =>
  audience === 'admins' ? ADMIN_WEBHOOK_EVENTS : OWNER_WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventName, string> = {
  'call.completed': 'Call completed',
  'appointment.booked': 'Appointment booked',
  'message.taken': 'Message taken',
  'lead.created': 'New lead',
};

export interface WebhookEndpointSettings {
  url: string;
  description: string | null;
  events: WebhookEventName[];
}

export type WebhookEndpointField = 'url' | 'description' | 'events';

export type WebhookEndpointValidation = { ok: true; value: WebhookEndpointSettings } | { ok: false; field: WebhookEndpointField; message: string };

const DESCRIPTION_TOO_LONG = `The description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`;

/** The URL's syntax only (http or https, no user:password, at most 2048 characters); null when it passes. */
export function webhookUrlProblem(url: string): string | null {
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (parsed.username !== '' || parsed.password !== '' || parsed.hostname === '') return WEBHOOK_MESSAGES.urlInvalid;
  return null;
}

/**
 * The rules of an endpoint's setting, shared by the form and the server: the URL's syntax (whether it may be reached
 * is the server's OutboundHttp check), a description of at most 200 characters (blank: none), and a non-empty set of
 * events the audience may subscribe to (duplicates dropped, in the list's order).
 */
export function validateWebhookEndpoint(
  input: { url: string; description?: string | null; events: readonly string[] },
  audience: WebhookAudience,
): WebhookEndpointValidation {
  const url = input.url.trim();
  const urlProblem = webhookUrlProblem(url);
  if (urlProblem) return { ok: false, field: 'url', message: urlProblem };
  const description = input.description?.trim() || null;
  if (description !== null && description.length > WEBHOOK_DESCRIPTION_MAX_LENGTH)
    return { ok: false, field: 'description', message: DESCRIPTION_TOO_LONG };
  if (input.events.length === 0) return { ok: false, field: 'events', message: WEBHOOK_MESSAGES.eventsRequired };
  const allowed = webhookEventsFor(audience);
  if (input.events.some((event) => !(allowed as readonly string[]).includes(event))) {
    return { ok: false, field: 'events', message: WEBHOOK_MESSAGES.eventNotAllowed };
  }
  return { ok: true, value: { url, description, events: allowed.filter((event) => input.events.includes(event)) } };
}

/** Which field of the form a server message belongs to (the API answers INVALID_INPUT with the message alone). */
export function webhookFieldOfMessage(message: string): WebhookEndpointField | null {
  if (
    [WEBHOOK_MESSAGES.urlInvalid, WEBHOOK_MESSAGES.urlTooLong, WEBHOOK_MESSAGES.urlPrivate, WEBHOOK_MESSAGES.urlUnresolvable].includes(
      message as never,
    )
  )
    return 'url';
  if (message === WEBHOOK_MESSAGES.eventsRequired || message === WEBHOOK_MESSAGES.eventNotAllowed) return 'events';
  if (message === DESCRIPTION_TOO_LONG) return 'description';
  return null;
}

/** What a list shows of a secret it never shows again: `whsec_…` and its last 4 characters. */
export const webhookSecretHint = (secret: string): string => `whsec_…${secret.slice(-4)}`;
