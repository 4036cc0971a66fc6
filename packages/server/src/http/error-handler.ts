import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorKey, ErrorParams } from '@skinbet/shared/errors';
import { ApiError, TooManyRequestsError } from './api-error';

/** Fastify's own errors for malformed requests, mapped to keys the client can translate. */
const FASTIFY_CODES: Record<string, { key: ErrorKey; status: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'app_api.payload_too_large', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'app_api.invalid_request', status: 415 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'app_api.invalid_request', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'app_api.invalid_request', status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: 'app_api.invalid_request', status: 400 },
};

/** Every error leaves as `{status:"error", message:"<namespace>.<key>"}`; only real bugs are 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The connection closes after a refusal: a flood over keep-alive connections must pay a new
    // connection per request instead of being answered as fast as it can ask (bench/abuse).
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', error.retryAfterSeconds).header('connection', 'close');
    }
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.key, error.params));
    }
    // The route's schema refused the body, query or params (the route may name its own key).
    if (error.validation) return reply.status(400).send(errorBody(invalidRequestKey(request)));
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.key));
    // A JSON syntax error or any other client-side status Fastify attached.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('app_api.invalid_request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('app_api.internal'));
  });
}

function invalidRequestKey(request: FastifyRequest): ErrorKey {
  const invalid = request.routeOptions.config.invalidRequest;
  if (typeof invalid === 'function') return invalid(request.body);
  return invalid ?? 'app_api.invalid_request';
}

/** `params` only when there are any: every other error keeps the two-field body. */
export function errorBody(key: ErrorKey, params?: ErrorParams): ErrorBody {
  return params ? { status: 'error', message: key, params } : { status: 'error', message: key };
}
