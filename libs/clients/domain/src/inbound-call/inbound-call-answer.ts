import { AGENT_KINDS, type AgentKind, type Department, phoneDigits, SMS_VARIABLES, storedStructuredSetting } from '@receptionist/contracts';
import type { ClientState } from '../client.state';
import type { PhoneLineState } from '../phone-line.state';
import { openAt } from './business-clock';
import { transferTargets, type TransferTarget } from './transfer-choice';

/** What the voice platform gets for a ringing number (snake_case, like the call-report webhook). */
export type InboundCallAnswer =
  | { status: 'not_ours' }
  | { status: 'inactive'; client_id: string }
  | {
      status: 'active';
      client_id: string;
      business_name: string;
      greeting: string;
      voice: string;
      personality: string;
      time_zone: string;
      /** The business's wall clock at the call, YYYY-MM-DDTHH:MM. */
      local_time: string;
      open: boolean;
      hours_set: boolean;
      closure: { date: string; label: string | null } | null;
      agents: { kind: AgentKind; scheduler_link?: string | null }[];
      transfers: Record<Department, TransferTarget>;
      knowledge: { question: string; answer: string }[];
      address: string | null;
      directions: string | null;
      sms_follow_up: { enabled: boolean; template: string; variables: readonly string[] };
    };

/**
 * The answer for a call to `calledNumber` at `at`, from the called line's and its client's folded streams: not ours
 * unless the line is held by a client whose number it still is.
 */
export function inboundCallAnswer(line: PhoneLineState, client: ClientState, calledNumber: string, at: Date): InboundCallAnswer {
  const ours = line.clientId !== null && client.exists && client.clientId === line.clientId && client.phoneNumber !== null;
  if (!ours || phoneDigits(client.phoneNumber as string) !== phoneDigits(calledNumber)) return { status: 'not_ours' };
  const clientId = client.clientId as string;
  if (!client.isActive) return { status: 'inactive', client_id: clientId };
  const { settings } = client;
  const hours = storedStructuredSetting('business_hours', settings.business_hours);
  const now = openAt(hours, at);
  const agents = storedStructuredSetting('agents', settings.agents);
  const sms = storedStructuredSetting('sms_follow_up', settings.sms_follow_up);
  return {
    status: 'active',
    client_id: clientId,
    business_name: settings.business_name ?? '',
    greeting: settings.greeting_message ?? '',
    voice: settings.ai_voice ?? '',
    personality: settings.ai_personality ?? '',
    time_zone: hours?.timeZone ?? 'UTC',
    local_time: `${now.local.date}T${now.local.time}`,
    open: now.open,
    hours_set: hours !== null,
    closure: now.closure,
    agents: AGENT_KINDS.filter((kind) => agents[kind].enabled).map((kind) =>
      kind === 'missed_call' ? { kind, scheduler_link: agents.missed_call.schedulerLink } : { kind },
    ),
    transfers: transferTargets(storedStructuredSetting('transfer_rules', settings.transfer_rules), now.open),
    knowledge: storedStructuredSetting('knowledge', settings.knowledge)
      .filter((entry) => entry.enabled)
      .map(({ question, answer }) => ({ question, answer })),
    address: settings.business_address,
    directions: settings.directions,
    sms_follow_up: { enabled: sms.enabled, template: sms.template, variables: SMS_VARIABLES },
  };
}
