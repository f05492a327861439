import type { WebhookEventName } from '@receptionist/contracts';
import type { WebhookOwner } from './webhook-endpoint.events';

/** Another context's event as the process manager reads it from the log, by its stored type name (none is imported). */
export interface SourceFact {
  eventId: string;
  type: string;
  stream: string;
  data: Record<string, unknown>;
  occurredAt: string;
}

/** What one fact becomes for the endpoints: which event, whose endpoints, whose personal data, and the `data` sent. */
export interface WebhookPayload {
  event: WebhookEventName;
  owner: WebhookOwner;
  /** The subject whose key seals the body (the client for calls, the lead's own stream for leads). */
  dataOwner: string;
  data: Record<string, unknown>;
}

/** The body every delivery sends (libs/webhooks/README.md): `id` is the delivery id, the same on every attempt. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEventName;
  created_at: string;
  data: Record<string, unknown>;
}

const ofClient = (event: WebhookEventName, fact: SourceFact, data: Record<string, unknown>): WebhookPayload => {
  const clientId = String(fact.data['clientId']);
  return { event, owner: { kind: 'client', clientId }, dataOwner: `client-${clientId}`, data: { client_id: clientId, ...data } };
};

/**
 * The facts sent to endpoints, in snake_case like the call report the voice platform sends us. Older shapes of a
 * call (`CallLogged.v2`) are read as `.v3` through the upcasters, so one name covers them.
 */
export function webhookPayloadOf(fact: SourceFact): WebhookPayload | null {
  const d = fact.data;
  switch (fact.type) {
    case 'CallLogged.v3':
      return ofClient('call.completed', fact, {
        call_id: d['callId'],
        started_at: d['startedAt'],
        duration_seconds: d['durationSeconds'],
        caller_number: d['callerNumber'],
        call_type: d['callType'],
        outcome: d['outcome'],
        agent: d['agent'],
        topic: d['topic'],
        sentiment: d['sentiment'],
        summary: d['summary'],
        transcript: d['transcript'],
      });
    case 'AppointmentBooked':
      return ofClient('appointment.booked', fact, {
        appointment_id: d['appointmentId'],
        call_id: d['callId'],
        kind: d['kind'],
        starts_at: d['startsAt'],
        customer_name: d['customerName'],
        vehicle: d['vehicle'],
        concern: d['concern'],
        agent: d['agent'],
        booked_at: d['bookedAt'],
      });
    case 'MessageTaken':
      return ofClient('message.taken', fact, {
        message_id: d['messageId'],
        call_id: d['callId'],
        caller_name: d['callerName'],
        callback_number: d['callbackNumber'],
        text: d['text'],
        urgency: d['urgency'],
        agent: d['agent'],
        taken_at: d['takenAt'],
      });
    case 'DemoRequestSubmitted':
      if (!fact.stream.startsWith('demo-request-')) return null;
      return {
        event: 'lead.created',
        owner: { kind: 'admins' },
        dataOwner: fact.stream,
        data: {
          lead_id: d['requestId'],
          form_type: d['formType'],
          first_name: d['firstName'],
          last_name: d['lastName'],
          email: d['email'],
          phone: d['phone'],
          company_name: d['companyName'],
          dealership_name: d['dealershipName'],
          job_role: d['jobRole'],
          dealer_type: d['dealerType'],
          website_url: d['websiteUrl'],
          notes: d['notes'],
          submitted_at: d['submittedAt'],
        },
      };
    default:
      return null;
  }
}

export const webhookBody = (deliveryId: string, payload: WebhookPayload, createdAt: string): string =>
  JSON.stringify({ id: deliveryId, type: payload.event, created_at: createdAt, data: payload.data } satisfies WebhookEnvelope);
