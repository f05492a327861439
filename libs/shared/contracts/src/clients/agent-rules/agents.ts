import { isRecord, type RuleIssue, trimmedString } from './rule-issues';

export const AGENT_KINDS = ['sales', 'service', 'missed_call'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];
export const AGENT_LABELS: Record<AgentKind, string> = { sales: 'Sales', service: 'Service', missed_call: 'Missed Call' };

/** Which dealership agents answer, with each one's own settings (the Missed Call agent texts a service-scheduler link). */
export interface AgentsSettings {
  sales: { enabled: boolean };
  service: { enabled: boolean };
  missed_call: { enabled: boolean; schedulerLink: string | null };
}

export const SCHEDULER_LINK_MAX_LENGTH = 500;

/** Before the owner chose: Sales and Service answer; Missed Call waits for its scheduler link. */
export const DEFAULT_AGENTS: AgentsSettings = {
  sales: { enabled: true },
  service: { enabled: true },
  missed_call: { enabled: false, schedulerLink: null },
};

export const AGENTS_MESSAGES = {
  shape: 'Agents must say, for sales, service and missed_call, whether each is on',
  schedulerLink: `Scheduler link must be an https:// address of less than ${SCHEDULER_LINK_MAX_LENGTH} characters`,
  schedulerLinkRequired: 'The Missed Call agent needs the service-scheduler link it texts',
} as const;

function isHttpsUrl(value: string): boolean {
  if (value.length > SCHEDULER_LINK_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function parseAgents(input: unknown): { value: AgentsSettings; issues: RuleIssue[] } {
  const enabled = (kind: AgentKind) => (isRecord(input) && isRecord(input[kind]) ? input[kind]['enabled'] : undefined);
  if (!isRecord(input) || AGENT_KINDS.some((kind) => typeof enabled(kind) !== 'boolean')) {
    return { value: DEFAULT_AGENTS, issues: [{ path: '', message: AGENTS_MESSAGES.shape }] };
  }
  const issues: RuleIssue[] = [];
  const link = trimmedString((input['missed_call'] as Record<string, unknown>)['schedulerLink']) || null;
  if (link && !isHttpsUrl(link)) issues.push({ path: 'missed_call.schedulerLink', message: AGENTS_MESSAGES.schedulerLink });
  if (!link && enabled('missed_call')) issues.push({ path: 'missed_call.schedulerLink', message: AGENTS_MESSAGES.schedulerLinkRequired });
  const value: AgentsSettings = {
    sales: { enabled: enabled('sales') as boolean },
    service: { enabled: enabled('service') as boolean },
    missed_call: { enabled: enabled('missed_call') as boolean, schedulerLink: link },
  };
  return { value, issues };
}

export function agentsSummary(agents: AgentsSettings): string {
  return AGENT_KINDS.map((kind) => `${AGENT_LABELS[kind]} ${agents[kind].enabled ? 'on' : 'off'}`).join(', ');
}
