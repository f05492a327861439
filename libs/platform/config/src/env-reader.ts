export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads environment variables for the one configuration parser, collecting every problem (one line each) instead of
 * stopping at the first, and remembering which variables it read.
 */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value, or undefined when unset or blank. */
  text(name: string): string | undefined {
    const raw = this.env[name]?.trim();
    return raw ? raw : undefined;
  }

  /** The value as given (not trimmed: passwords), or undefined when unset or empty. */
  raw(name: string): string | undefined {
    return this.env[name] || undefined;
  }

  /** `true` only for the text "true". */
  flag(name: string): boolean {
    return this.text(name) === 'true';
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.text(name) ?? fallback;
    if (allowed.includes(raw as T)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  /** A whole number from `min` to `max`; `message` describes the allowed values (defaults to the range). */
  integer(name: string, range: { min: number; max?: number; fallback: number; message?: string }): number {
    const raw = this.text(name);
    if (raw === undefined) return range.fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= range.min && value <= (range.max ?? Number.MAX_SAFE_INTEGER)) return value;
    const allowed =
      range.message ?? (range.max === undefined ? `an integer of at least ${range.min}` : `an integer from ${range.min} to ${range.max}`);
    this.problems.push(`${name} must be ${allowed} (got "${raw}")`);
    return range.fallback;
  }

  url(name: string, schemes: readonly string[], neededBecause: string): string {
    const raw = this.text(name);
    if (!raw) {
      this.problems.push(`${name} is required when ${neededBecause}`);
      return '';
    }
    if (!schemes.some((scheme) => raw.startsWith(`${scheme}://`))) {
      this.problems.push(`${name} must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')} (got "${raw}")`);
    }
    return raw;
  }
}
