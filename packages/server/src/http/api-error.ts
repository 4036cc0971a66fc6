import type { ErrorKey, ErrorParams } from '@skinbet/shared/errors';

/**
 * A refusal the client caused or must be told about: it carries the error key
 * (docs/api/errors.md "Keys") the web app translates and a 4xx status, and `params` when the
 * text needs values (`chat_api.muted`: the minutes left and the reason). Anything else thrown
 * is a bug and becomes `app_api.internal`.
 */
export class ApiError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly statusCode: number = 400,
    readonly params?: ErrorParams,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** `app_api.too_many_requests` (429): the error handler turns `retryAfterSeconds` into `Retry-After`. */
export class TooManyRequestsError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    // A flood is answered with this thousands of times a second, and nobody reads its stack:
    // capturing one was a large share of what each refusal cost (bench/abuse).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super('app_api.too_many_requests', 429);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'TooManyRequestsError';
  }
}
