import { phoneNumberError } from '../phone-number-rules';
import { isRecord, type RuleIssue, trimmedString } from './rule-issues';

export const DEPARTMENTS = ['sales', 'service', 'other'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEPARTMENT_LABELS: Record<Department, string> = { sales: 'Sales', service: 'Service', other: 'Anything else' };

/** When a department's calls are put through: at any time, only while open, or only while closed. */
export const TRANSFER_WHEN = ['always', 'open_hours', 'closed_hours'] as const;
export type TransferWhen = (typeof TRANSFER_WHEN)[number];
export const TRANSFER_WHEN_LABELS: Record<TransferWhen, string> = { always: 'Always', open_hours: 'During open hours', closed_hours: 'When closed' };

export interface TransferRule {
  name: string;
  phone: string;
  when: TransferWhen;
}

/** Who takes each department's calls (null: nobody; the receptionist then takes a message, the fixed fallback). */
export type TransferRules = Record<Department, TransferRule | null>;

export const TRANSFER_NAME_MAX_LENGTH = 100;

export const TRANSFER_RULES_MESSAGES = {
  shape: 'Transfer rules must give, for sales, service and other, a name, a phone number and when (or nobody)',
  nameRequired: 'Name of who takes the transfer is required',
  nameTooLong: `Name must be less than ${TRANSFER_NAME_MAX_LENGTH} characters`,
  when: `When must be one of: ${TRANSFER_WHEN.join(', ')}`,
} as const;

export const noTransferRules = (): TransferRules => ({ sales: null, service: null, other: null });

export function parseTransferRules(input: unknown): { value: TransferRules; issues: RuleIssue[] } {
  const value = noTransferRules();
  if (!isRecord(input)) return { value, issues: [{ path: '', message: TRANSFER_RULES_MESSAGES.shape }] };
  const issues: RuleIssue[] = [];
  for (const department of DEPARTMENTS) {
    const rule = input[department] ?? null;
    if (rule === null) continue;
    if (!isRecord(rule)) {
      issues.push({ path: department, message: TRANSFER_RULES_MESSAGES.shape });
      continue;
    }
    const name = trimmedString(rule['name']) ?? '';
    const phone = trimmedString(rule['phone']) ?? '';
    const when = rule['when'];
    if (!name) issues.push({ path: `${department}.name`, message: TRANSFER_RULES_MESSAGES.nameRequired });
    else if (name.length > TRANSFER_NAME_MAX_LENGTH) issues.push({ path: `${department}.name`, message: TRANSFER_RULES_MESSAGES.nameTooLong });
    const phoneProblem = phoneNumberError(phone);
    if (phoneProblem) issues.push({ path: `${department}.phone`, message: phoneProblem });
    if (!(TRANSFER_WHEN as readonly unknown[]).includes(when)) issues.push({ path: `${department}.when`, message: TRANSFER_RULES_MESSAGES.when });
    value[department] = { name, phone, when: when as TransferWhen };
  }
  return { value, issues };
}

export function transferRulesSummary(rules: TransferRules): string {
  const set = DEPARTMENTS.filter((department) => rules[department]).map((department) => {
    const rule = rules[department] as TransferRule;
    return `${DEPARTMENT_LABELS[department]} → ${rule.name} ${rule.phone} (${TRANSFER_WHEN_LABELS[rule.when].toLowerCase()})`;
  });
  return set.length ? `${set.join('; ')}; otherwise take a message` : 'Take a message';
}
