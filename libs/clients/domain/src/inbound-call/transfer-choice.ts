import { DEPARTMENTS, type Department, type TransferRule, type TransferRules } from '@receptionist/contracts';

export type TransferTarget = { action: 'transfer'; name: string; phone: string } | { action: 'take_message' };

const applies = (rule: TransferRule, open: boolean) => rule.when === 'always' || (rule.when === 'open_hours') === open;

/** Whom each department's calls go to at this moment; nobody set or nobody for this time: take a message. */
export function transferTargets(rules: TransferRules, open: boolean): Record<Department, TransferTarget> {
  const target = (rule: TransferRule | null): TransferTarget =>
    rule && applies(rule, open) ? { action: 'transfer', name: rule.name, phone: rule.phone } : { action: 'take_message' };
  return Object.fromEntries(DEPARTMENTS.map((department) => [department, target(rules[department])])) as Record<Department, TransferTarget>;
}
