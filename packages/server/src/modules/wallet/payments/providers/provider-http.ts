import { PayoutError } from './provider-adapter';

/**
 * One JSON request to a provider's API, with a timeout. The machine running the tests has no
 * internet: every adapter takes `fetch` as a dependency, and unit tests inject one.
 */
export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 15_000;

export interface JsonReply {
  status: number;
  body: unknown;
}

/**
 * POSTs (or GETs) JSON and reads a JSON answer. Network failures, timeouts and 5xx answers are
 * transient PayoutErrors (a retry may succeed); the caller decides what a 4xx means.
 */
export async function requestJson(
  fetchFn: FetchFn,
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<JsonReply> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PayoutError(`${provider}: request failed (${(error as Error).message})`, false);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new PayoutError(`${provider}: HTTP ${response.status}`, false);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new PayoutError(`${provider}: HTTP ${response.status} with a body that is not JSON`, response.status >= 400);
  }
  return { status: response.status, body };
}

/** A plain object's member, or undefined. */
export function member(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}
