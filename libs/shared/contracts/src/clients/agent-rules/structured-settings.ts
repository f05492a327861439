import { type AgentsSettings, agentsSummary, DEFAULT_AGENTS, parseAgents } from './agents';
import { type BusinessHours, businessHoursSummary, parseBusinessHours } from './business-hours';
import { knowledgeSummary, parseKnowledge, type QaEntry } from './knowledge';
import type { RuleIssue } from './rule-issues';
import { DEFAULT_SMS_FOLLOW_UP, parseSmsFollowUp, type SmsFollowUp, smsFollowUpSummary } from './sms-follow-up';
import { noTransferRules, parseTransferRules, type TransferRules, transferRulesSummary } from './transfer-rules';

/** Settings stored as canonical JSON in the same audited SettingsChanged event as the plain ones. */
export const STRUCTURED_SETTING_FIELDS = ['business_hours', 'knowledge', 'transfer_rules', 'agents', 'sms_follow_up'] as const;
export type StructuredSettingField = (typeof STRUCTURED_SETTING_FIELDS)[number];

export interface StructuredSettingValues {
  /** null: no hours given (the receptionist treats the business as open). */
  business_hours: BusinessHours | null;
  knowledge: QaEntry[];
  transfer_rules: TransferRules;
  agents: AgentsSettings;
  sms_follow_up: SmsFollowUp;
}

type Parsed<F extends StructuredSettingField> = { value: NonNullable<StructuredSettingValues[F]>; issues: RuleIssue[] };

const PARSERS: { [F in StructuredSettingField]: (input: unknown) => Parsed<F> } = {
  business_hours: parseBusinessHours,
  knowledge: parseKnowledge,
  transfer_rules: parseTransferRules,
  agents: parseAgents,
  sms_follow_up: parseSmsFollowUp,
};

const DEFAULTS: { [F in StructuredSettingField]: () => StructuredSettingValues[F] } = {
  business_hours: () => null,
  knowledge: () => [],
  transfer_rules: noTransferRules,
  agents: () => DEFAULT_AGENTS,
  sms_follow_up: () => DEFAULT_SMS_FOLLOW_UP,
};

const SUMMARIES: { [F in StructuredSettingField]: (value: NonNullable<StructuredSettingValues[F]>) => string } = {
  business_hours: businessHoursSummary,
  knowledge: (entries) => `Q&A: ${knowledgeSummary(entries)}`,
  transfer_rules: transferRulesSummary,
  agents: agentsSummary,
  sms_follow_up: smsFollowUpSummary,
};

export const STRUCTURED_SETTING_LABELS: Record<StructuredSettingField, string> = {
  business_hours: 'Business hours',
  knowledge: 'Questions and answers',
  transfer_rules: 'Transfer rules',
  agents: 'Agents',
  sms_follow_up: 'SMS follow-up',
};

export function isStructuredSettingField(field: string): field is StructuredSettingField {
  return (STRUCTURED_SETTING_FIELDS as readonly string[]).includes(field);
}

/** A structured setting's JSON text, normalized, with every broken rule (none: it may be stored). */
export function parseStructuredSetting<F extends StructuredSettingField>(field: F, json: string): Parsed<F> {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    return { value: PARSERS[field](undefined).value, issues: [{ path: '', message: `${STRUCTURED_SETTING_LABELS[field]} must be sent as JSON` }] };
  }
  return PARSERS[field](input);
}

/** The canonical JSON stored for a valid value (same value, same text: an unchanged save records nothing). */
export function canonicalStructuredSetting<F extends StructuredSettingField>(field: F, value: NonNullable<StructuredSettingValues[F]>): string {
  return JSON.stringify(PARSERS[field](value).value);
}

/** The value a stored setting holds (null: never set, the default). A stored value was valid when written. */
export function storedStructuredSetting<F extends StructuredSettingField>(field: F, stored: string | null | undefined): StructuredSettingValues[F] {
  return stored ? parseStructuredSetting(field, stored).value : DEFAULTS[field]();
}

/** How the audit history shows a stored value. */
export function structuredSettingSummary(field: StructuredSettingField, stored: string | null): string {
  const value = storedStructuredSetting(field, stored);
  if (value === null) return 'Not set';
  return (SUMMARIES[field] as (value: unknown) => string)(value);
}
