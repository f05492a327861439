/** The facts an owner's endpoint may subscribe to (libs/webhooks/README.md documents each payload). */
export const OWNER_WEBHOOK_EVENTS = ['call.completed', 'appointment.booked', 'message.taken'] as const;
/** The facts only an administrator's endpoint may subscribe to. */
export const ADMIN_WEBHOOK_EVENTS = ['lead.created'] as const;
export type OwnerWebhookEvent = (typeof OWNER_WEBHOOK_EVENTS)[number];
export type AdminWebhookEvent = (typeof ADMIN_WEBHOOK_EVENTS)[number];
export type WebhookEventName = OwnerWebhookEvent | AdminWebhookEvent;

/** Endpoints one owner (a client, or the administrators together) may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/**
 * The wait after each failed attempt of one delivery: 10 attempts spread over about 24 hours (23 h 42 min), then the
 * delivery is given up.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800];
/** An endpoint whose deliveries failed this many times in a row (every attempt counts) is paused and its owner told. */
export const WEBHOOK_PAUSE_AFTER_FAILED_ATTEMPTS = 15;

/** Each attempt waits at most this long for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of a receiver's answer, at most this much is read (and the first 1 KiB kept in the delivery log). */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;

/** `Receptionist-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with the endpoint's secret. */
export const WEBHOOK_OUT_SIGNATURE_HEADER = 'Receptionist-Signature';
/** The delivery's stable id: the same on every attempt and resend, so the receiver can ignore repeats. */
export const WEBHOOK_OUT_DELIVERY_HEADER = 'Receptionist-Delivery-Id';
export const WEBHOOK_OUT_EVENT_HEADER = 'Receptionist-Event';

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a full URL starting with https:// (or http://)',
  urlTooLong: `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlPrivate: 'This URL points to a private, loopback or link-local address; webhooks can only be sent to the public internet',
  urlUnresolvable: 'This host name does not resolve to any address',
  eventsRequired: 'Choose at least one event to send',
  eventNotAllowed: 'This event cannot be sent to this endpoint',
  tooMany: `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
} as const;

/** A replay resends the deliveries created in a range of at most this many days. */
export const WEBHOOK_REPLAY_MAX_DAYS = 31;
/** Deliveries one page of the delivery log shows at most. */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;

export const WEBHOOK_DELIVERY_MESSAGES = {
  notFound: 'Webhook delivery not found',
  rangeInvalid: 'The end of the range must be after its start',
  rangeTooLong: `Replay at most ${WEBHOOK_REPLAY_MAX_DAYS} days at a time`,
  pageSize: `Ask for between 1 and ${WEBHOOK_DELIVERIES_PAGE_MAX} deliveries`,
  cursorInvalid: 'This page cursor is not valid; start again from the first page',
  /** Why a delivery was given up, as the delivery log says it. */
  givenUp: {
    attempts_exhausted: 'Every retry failed',
    endpoint_removed: 'The endpoint was removed',
    data_erased: 'The data of this delivery was erased',
  },
} as const;
