import type { z } from 'zod';
import type { ErrorParams } from '@skinbet/shared/errors';

/** The generic notice for a call that never got an answer (docs/api/errors.md "Keys": network failures). */
export const NETWORK_FAILURE_KEY = 'app_error.load';

/** Every HTTP 429 (docs/api/http.md "Rate limits"): the server's own key, also for a 429 without one. */
export const RATE_LIMITED_KEY = 'app_api.too_many_requests';

/**
 * A failed API call. `key` is a translation key: the server's `message` (`<namespace>.<key>`)
 * or, when there was no usable answer, the caller's fallback key. `fromServer` tells a refusal
 * the server explained (a "fail" notice) from a call that broke (an "error" notice,
 * docs/api/errors.md "Keys"). `params` are the values the server's text interpolates
 * (`chat_api.muted`: minutes and reason).
 */
export class ApiFailure extends Error {
  constructor(
    readonly key: string,
    readonly status: number,
    readonly fromServer = false,
    readonly params?: ErrorParams,
  ) {
    super(key);
    this.name = 'ApiFailure';
  }
}

export interface CallOptions {
  /** The key shown when the server gives no message (network down, garbage answer). */
  fallbackKey?: string;
  signal?: AbortSignal;
}

/** POST JSON to the API with the session cookie and parse the answer with `schema`. */
export function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  return request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) },
    schema,
    options,
  );
}

/**
 * POST `multipart/form-data` (a file upload: the support tickets' images) and parse the answer
 * with `schema`. The browser sets the content type with its boundary; the session cookie and the
 * page's Origin go with it, as with every write.
 */
export function apiPostForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  return request(path, { method: 'POST', body: form }, schema, options);
}

/** GET from the API (sign-in helpers use GET) and parse the answer with `schema`. */
export function apiGet<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
  return request(path, { method: 'GET' }, schema, options);
}

async function request<S extends z.ZodType>(
  path: string,
  init: RequestInit,
  schema: S,
  options: CallOptions,
): Promise<z.infer<S>> {
  const fallbackKey = options.fallbackKey ?? NETWORK_FAILURE_KEY;
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin', signal: options.signal ?? null });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error(`${init.method ?? 'GET'} ${path} failed`, error);
    throw new ApiFailure(NETWORK_FAILURE_KEY, 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // A 429 may come from a proxy in front of the server, without the server's answer: it still
    // means "too many requests", which the player can act on (wait), not a broken call.
    const answeredKey = errorKeyOf(payload);
    const serverKey = answeredKey ?? (response.status === 429 ? RATE_LIMITED_KEY : undefined);
    const params = answeredKey === undefined ? undefined : errorParamsOf(payload);
    throw new ApiFailure(serverKey ?? fallbackKey, response.status, serverKey !== undefined, params);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`${path}: unexpected answer`, parsed.error);
    throw new ApiFailure(fallbackKey, response.status);
  }
  return parsed.data;
}

function errorKeyOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const message = (payload as { message?: unknown }).message;
  return typeof message === 'string' && /^[a-z_]+\.[a-z_]+$/.test(message) ? message : undefined;
}

/**
 * The error's optional `params` (docs/api/errors.md "Error body"), kept only when every value
 * is a string or a finite number: anything else in them could not be interpolated into a text.
 */
function errorParamsOf(payload: unknown): ErrorParams | undefined {
  const params = (payload as { params?: unknown }).params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const entries = Object.entries(params);
  const valid = entries.every(
    ([, value]) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
  );
  return valid && entries.length > 0 ? (Object.fromEntries(entries) as ErrorParams) : undefined;
}

/** The translation key of any thrown value, so every failure can become a notice. */
export function failureKey(error: unknown, fallbackKey = NETWORK_FAILURE_KEY): string {
  return error instanceof ApiFailure ? error.key : fallbackKey;
}

/** True for a call refused for coming too often (HTTP 429). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiFailure && error.status === 429;
}
