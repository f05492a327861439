import { isRecord, type RuleIssue, trimmedString } from './rule-issues';

export const SMS_TEMPLATE_MAX_LENGTH = 640;
/** What a template may say in braces; the voice platform fills them in when it texts the caller. */
export const SMS_VARIABLES = ['business_name', 'caller_name', 'scheduler_link', 'address'] as const;
export type SmsVariable = (typeof SMS_VARIABLES)[number];

export interface SmsFollowUp {
  enabled: boolean;
  template: string;
}

export const DEFAULT_SMS_FOLLOW_UP: SmsFollowUp = {
  enabled: false,
  template: 'Thanks for calling {business_name}! Reply to this text if there is anything else we can do.',
};

const VARIABLE_LIST = SMS_VARIABLES.map((name) => `{${name}}`).join(', ');

export const SMS_FOLLOW_UP_MESSAGES = {
  shape: 'SMS follow-up must say whether it is on and give its template',
  templateRequired: 'SMS template is required when SMS follow-up is on',
  templateTooLong: `SMS template must be less than ${SMS_TEMPLATE_MAX_LENGTH} characters`,
  unknownVariable: (names: string[]) =>
    `Unknown variable${names.length === 1 ? '' : 's'} ${names.map((name) => `{${name}}`).join(', ')}: use ${VARIABLE_LIST}`,
} as const;

/** Every `{name}` in a template that is not one of SMS_VARIABLES, once each. */
export function unknownSmsVariables(template: string): string[] {
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1].trim());
  return [...new Set(names.filter((name) => !(SMS_VARIABLES as readonly string[]).includes(name)))];
}

export function parseSmsFollowUp(input: unknown): { value: SmsFollowUp; issues: RuleIssue[] } {
  if (!isRecord(input) || typeof input['enabled'] !== 'boolean' || typeof input['template'] !== 'string') {
    return { value: DEFAULT_SMS_FOLLOW_UP, issues: [{ path: '', message: SMS_FOLLOW_UP_MESSAGES.shape }] };
  }
  const value = { enabled: input['enabled'], template: trimmedString(input['template']) ?? '' };
  const issues: RuleIssue[] = [];
  if (!value.template && value.enabled) issues.push({ path: 'template', message: SMS_FOLLOW_UP_MESSAGES.templateRequired });
  if (value.template.length > SMS_TEMPLATE_MAX_LENGTH) issues.push({ path: 'template', message: SMS_FOLLOW_UP_MESSAGES.templateTooLong });
  const unknown = unknownSmsVariables(value.template);
  if (unknown.length) issues.push({ path: 'template', message: SMS_FOLLOW_UP_MESSAGES.unknownVariable(unknown) });
  return { value, issues };
}

export function smsFollowUpSummary(sms: SmsFollowUp): string {
  const template = sms.template.length > 60 ? `${sms.template.slice(0, 59)}…` : sms.template;
  return `${sms.enabled ? 'On' : 'Off'}: “${template}”`;
}
