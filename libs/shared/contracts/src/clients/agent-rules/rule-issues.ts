/** One broken rule of a structured setting: `path` names the part the owner typed (e.g. `week.mon.0`, `entries.2.answer`). */
export interface RuleIssue {
  path: string;
  message: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trimmed string, or null when the value is not a string. */
export const trimmedString = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);
