/** Public submissions allowed per client IP in each window. */
export interface LeadsConfig {
  submissionsPerIp: { limit: number; windowSeconds: number };
}

export const LEADS_CONFIG = Symbol('LeadsConfig');

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

/** `LEADS_SUBMISSIONS_PER_IP` (default 20) per `LEADS_SUBMISSIONS_WINDOW_SECONDS` (default 600). */
export function leadsConfigFromEnv(env: Env = process.env): LeadsConfig {
  return {
    submissionsPerIp: {
      limit: positiveInteger(env, 'LEADS_SUBMISSIONS_PER_IP', 20),
      windowSeconds: positiveInteger(env, 'LEADS_SUBMISSIONS_WINDOW_SECONDS', 600),
    },
  };
}
