import { type Actor, upcaster, type Upcaster } from '@receptionist/domain-kit';
import type { AiPersonality, AiVoice, PlanType, SettingField } from '@receptionist/contracts';
import type { ClientEvent } from './client.events';

/** The first shapes of the client stream's events, as main wrote them before `.v2`. Read only, never written. */
type By = { by: string | null };
export interface ClientCreatedV1 {
  client_id: string;
  owner_id: string;
  business_name: string;
  greeting_message: string;
  ai_voice: AiVoice;
  ai_personality: AiPersonality;
  plan_type: PlanType;
  minutes_limit: number;
  is_active: boolean;
  created_at: string;
}

/** A v1 `by` was the acting user's id alone. */
const actorOf = (by: string | null): Actor | null => (by === null ? null : { userId: by, email: null });
type DataOf<T extends ClientEvent['type']> = Extract<ClientEvent, { type: T }>['data'];

export const CLIENT_UPCASTERS: readonly Upcaster[] = [
  upcaster<ClientCreatedV1, DataOf<'ClientCreated.v2'>>('ClientCreated', 'ClientCreated.v2', (v1) => ({
    clientId: v1.client_id,
    ownerId: v1.owner_id,
    businessName: v1.business_name,
    greetingMessage: v1.greeting_message,
    aiVoice: v1.ai_voice,
    aiPersonality: v1.ai_personality,
    planType: v1.plan_type,
    minutesLimit: v1.minutes_limit,
    isActive: v1.is_active,
    createdAt: v1.created_at,
  })),
  upcaster<{ client_id: string; field: SettingField; from: string | null; to: string | null } & By, DataOf<'SettingsChanged.v2'>>(
    'SettingsChanged',
    'SettingsChanged.v2',
    (v1) => ({ clientId: v1.client_id, field: v1.field, from: v1.from, to: v1.to, by: actorOf(v1.by) }),
  ),
  upcaster<{ client_id: string } & By, DataOf<'PhoneNumberRequested.v2'>>('PhoneNumberRequested', 'PhoneNumberRequested.v2', (v1) => ({
    clientId: v1.client_id,
    by: actorOf(v1.by),
  })),
  upcaster<{ client_id: string; phone_number: string } & By, DataOf<'PhoneNumberAssigned.v2'>>(
    'PhoneNumberAssigned',
    'PhoneNumberAssigned.v2',
    (v1) => ({
      clientId: v1.client_id,
      phoneNumber: v1.phone_number,
      by: actorOf(v1.by),
    }),
  ),
  upcaster<{ client_id: string; from: PlanType; to: PlanType } & By, DataOf<'PlanChangeRequested.v2'>>(
    'PlanChangeRequested',
    'PlanChangeRequested.v2',
    (v1) => ({
      clientId: v1.client_id,
      from: v1.from,
      to: v1.to,
      by: actorOf(v1.by),
    }),
  ),
  upcaster<{ client_id: string; from: PlanType; to: PlanType; minutes_limit: number } & By, DataOf<'PlanChanged.v2'>>(
    'PlanChanged',
    'PlanChanged.v2',
    (v1) => ({
      clientId: v1.client_id,
      from: v1.from,
      to: v1.to,
      minutesLimit: v1.minutes_limit,
      by: actorOf(v1.by),
    }),
  ),
  upcaster<{ client_id: string } & By, DataOf<'ClientActivated.v2'>>('ClientActivated', 'ClientActivated.v2', (v1) => ({
    clientId: v1.client_id,
    by: actorOf(v1.by),
  })),
  upcaster<{ client_id: string } & By, DataOf<'ClientDeactivated.v2'>>('ClientDeactivated', 'ClientDeactivated.v2', (v1) => ({
    clientId: v1.client_id,
    by: actorOf(v1.by),
  })),
  upcaster<{ client_id: string }, { clientId: string }>('PhoneLineReserved', 'PhoneLineReserved.v2', (v1) => ({ clientId: v1.client_id })),
  upcaster<{ client_id: string }, { clientId: string }>('PhoneLineReleased', 'PhoneLineReleased.v2', (v1) => ({ clientId: v1.client_id })),
];
