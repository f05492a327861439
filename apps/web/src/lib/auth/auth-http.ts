import { AuthError } from './auth-error';

export const AUTH_BASE_PATH = '/auth/v1';

export interface AuthRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  accessToken?: string;
}

type Fetch = typeof fetch;

/** One call to the auth API: JSON in and out, same-origin cookies (the refresh cookie), GoTrue errors as AuthError. */
export async function authFetch<T>(fetchImpl: Fetch, path: string, request: AuthRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.accessToken) headers['authorization'] = `Bearer ${request.accessToken}`;
  let response: Response;
  try {
    response = await fetchImpl(`${AUTH_BASE_PATH}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new AuthError(error instanceof Error ? error.message : 'Network request failed', 0, 'network_error');
  }
  const text = await response.text();
  const payload: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const problem = (payload ?? {}) as { msg?: string; message?: string; error_code?: string; error?: string };
    const message = problem.msg ?? problem.message ?? (response.statusText || `Request failed (${response.status})`);
    throw new AuthError(message, response.status, problem.error_code ?? problem.error ?? 'unexpected_failure');
  }
  return payload as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
