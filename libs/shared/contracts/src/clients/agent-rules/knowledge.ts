import { isRecord, type RuleIssue, trimmedString } from './rule-issues';

/** One answer the receptionist may give; the list's order is the order the owner chose. */
export interface QaEntry {
  id: string;
  question: string;
  answer: string;
  enabled: boolean;
}

export const MAX_QA_ENTRIES = 100;
export const QA_QUESTION_MAX_LENGTH = 300;
export const QA_ANSWER_MAX_LENGTH = 2000;
/** All questions and answers together: the list is saved in one request, which the API caps at 64 KiB. */
export const QA_TOTAL_MAX_LENGTH = 40_000;
const QA_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const KNOWLEDGE_MESSAGES = {
  shape: 'The Q&A list must be a list of entries with an id, a question, an answer and whether it is enabled',
  tooMany: `At most ${MAX_QA_ENTRIES} questions and answers`,
  id: 'Each Q&A entry needs its own id (letters, digits, - and _, up to 64)',
  questionRequired: 'Question is required',
  questionTooLong: `Question must be less than ${QA_QUESTION_MAX_LENGTH} characters`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be less than ${QA_ANSWER_MAX_LENGTH} characters`,
  totalTooLong: `All questions and answers together must be less than ${QA_TOTAL_MAX_LENGTH.toLocaleString('en-US')} characters`,
} as const;

export function parseKnowledge(input: unknown): { value: QaEntry[]; issues: RuleIssue[] } {
  if (!Array.isArray(input) || input.some((entry) => !isRecord(entry) || typeof entry['enabled'] !== 'boolean')) {
    return { value: [], issues: [{ path: '', message: KNOWLEDGE_MESSAGES.shape }] };
  }
  const issues: RuleIssue[] = [];
  if (input.length > MAX_QA_ENTRIES) issues.push({ path: '', message: KNOWLEDGE_MESSAGES.tooMany });
  const ids = new Set<string>();
  const value = (input as Record<string, unknown>[]).map((entry, index) => {
    const id = trimmedString(entry['id']) ?? '';
    const question = trimmedString(entry['question']) ?? '';
    const answer = trimmedString(entry['answer']) ?? '';
    if (!QA_ID.test(id) || ids.has(id)) issues.push({ path: `${index}.id`, message: KNOWLEDGE_MESSAGES.id });
    ids.add(id);
    if (!question) issues.push({ path: `${index}.question`, message: KNOWLEDGE_MESSAGES.questionRequired });
    else if (question.length > QA_QUESTION_MAX_LENGTH) issues.push({ path: `${index}.question`, message: KNOWLEDGE_MESSAGES.questionTooLong });
    if (!answer) issues.push({ path: `${index}.answer`, message: KNOWLEDGE_MESSAGES.answerRequired });
    else if (answer.length > QA_ANSWER_MAX_LENGTH) issues.push({ path: `${index}.answer`, message: KNOWLEDGE_MESSAGES.answerTooLong });
    return { id, question, answer, enabled: entry['enabled'] as boolean };
  });
  const total = value.reduce((sum, entry) => sum + entry.question.length + entry.answer.length, 0);
  if (total > QA_TOTAL_MAX_LENGTH) issues.push({ path: '', message: KNOWLEDGE_MESSAGES.totalTooLong });
  return { value, issues };
}

export function knowledgeSummary(entries: QaEntry[]): string {
  const enabled = entries.filter((entry) => entry.enabled).length;
  const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
  return enabled === entries.length ? count : `${count} (${enabled} enabled)`;
}
