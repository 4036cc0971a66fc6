import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorKey } from '@skinbet/shared/errors';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import { ApiError } from '../../../http/api-error';
import { originAllowed } from '../../../http/guards';
import { usesCookieAuth } from '../../account/auth';

/** The one file field a ticket form may carry. */
export const IMAGE_FIELD = 'image';

/**
 * busboy's limits for a ticket form. A field of 8 KiB holds the longest message (2 000 characters
 * of up to 4 bytes); anything longer arrives cut to 8 KiB, still over the limit, and is refused
 * by the service with its `*_too_long` key.
 */
export const FORM_LIMITS = {
  fields: 6,
  files: 1,
  parts: 8,
  fieldSize: 8 * 1024,
  fieldNameSize: 64,
  headerPairs: 20,
  fileSize: TICKET_LIMITS.imageMaxBytes,
};

/** The fields a schema refusal is named after; any other refusal is a malformed request. */
const FIELD_KEYS: Record<string, ErrorKey> = {
  title: 'ticket_api.title_too_long',
  message: 'ticket_api.message_too_long',
  id: 'ticket_api.invalid_id',
};

/**
 * A multipart form is what a cross-site HTML form can send without a preflight. Every write
 * already passes the same-origin guard (http/guards.ts: a foreign Origin, or `Sec-Fetch-Site:
 * cross-site`); a form authenticated by the cookie must also say where it comes from: browsers
 * send `Origin` with every POST, so its absence means a client we cannot place.
 */
function requireOwnOrigin(request: FastifyRequest, allowedOrigins: string[]): void {
  if (!usesCookieAuth(request)) return;
  const { origin } = request.headers;
  const sameSite = request.headers['sec-fetch-site'] === 'same-origin';
  if (origin === undefined ? !sameSite : !originAllowed(origin, allowedOrigins)) {
    throw new ApiError('app_api.forbidden_origin', 403);
  }
}

/** busboy's refusals, by code: a file over the limit has its own key, the rest are malformed forms. */
function formError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('ticket_api.image_too_large', 413);
  if (typeof code === 'string' && /^FST_(FILES|FIELDS|PARTS)_LIMIT$|^FST_PROTO_VIOLATION$|^FST_MP_/.test(code)) {
    return new ApiError('app_api.invalid_request', 400);
  }
  if (error instanceof Error && /multipart|boundary|part terminated/i.test(error.message)) {
    return new ApiError('app_api.invalid_request', 400);
  }
  return error;
}

/** A JSON body's fields; the call is documented as `create {ticket}`, so they may also come wrapped in `ticket`. */
function jsonFields(body: unknown): unknown {
  const wrapped = (body as { ticket?: unknown } | null | undefined)?.ticket;
  return typeof wrapped === 'object' && wrapped !== null ? wrapped : (body ?? {});
}

/**
 * Reads a ticket form (`multipart/form-data`: text fields and at most one `image` file, within
 * FORM_LIMITS) and parses its text fields with `schema`. A JSON body with the same fields (and no
 * image) is accepted too, for API clients. An empty file part (a form sent with no file chosen)
 * counts as no image.
 */
export async function readTicketForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  allowedOrigins: string[],
): Promise<{ fields: z.output<Schema>; image: Buffer | null }> {
  let raw = jsonFields(request.body);
  let image: Buffer | null = null;
  if (request.isMultipart()) {
    requireOwnOrigin(request, allowedOrigins);
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: FORM_LIMITS })) {
        if (part.type === 'file') {
          if (part.fieldname !== IMAGE_FIELD) throw new ApiError('app_api.invalid_request');
          const bytes = await part.toBuffer();
          if (bytes.length > 0) image = bytes;
        } else {
          if (Object.hasOwn(fields, part.fieldname)) throw new ApiError('app_api.invalid_request');
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }
    } catch (error) {
      throw formError(error);
    }
    raw = fields;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new ApiError(FIELD_KEYS[field] ?? 'app_api.invalid_request');
  }
  return { fields: parsed.data, image };
}
