import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { GATEWAY_PROVIDERS } from '@skinbet/shared/payment-providers';
import type { PaymentNotifyService } from './payment-notify.service';

/**
 * The largest notification body taken (issue 25). Real ones are well under 1 KiB (Free-Kassa's
 * seven form fields, YooMoney's dozen, a NOWPayments IPN with its `fee` object); 8 KiB leaves room
 * for fields a provider adds later. Anything larger is answered 413 `app_api.payload_too_large`
 * before it is read further, let alone stored.
 */
export const NOTIFY_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * A notification body as a flat record, whatever arrived: form fields (Free-Kassa, YooMoney),
 * a JSON object (NOWPayments), or `{}` for anything else or anything malformed — the adapter's
 * signature check then refuses it. Never throws: a provider's endpoint answers its protocol.
 */
export function parseNotificationBody(contentType: string | undefined, raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string' || raw === '') return {};
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    const fields: Record<string, unknown> = {};
    // A repeated field keeps its first value: a signature covers one value per name.
    for (const [name, value] of new URLSearchParams(raw)) if (!(name in fields)) fields[name] = value;
    return fields;
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * The providers' notification endpoints (issue 15). Providers call them, not browsers: they are
 * public (no session), take form bodies as well as JSON (this scope reads every body as text and
 * parses it itself, so a malformed one is refused in the provider's protocol instead of a 400 or a
 * 500), are not `mutates` (a payment must land during maintenance too) and spend their own
 * per-address rate-limit bucket. The same-origin guard only concerns cookie-authenticated calls,
 * which a provider's server never makes. The body is read as bytes: a refusal keeps their size and
 * hash (payment-notify.refusals.ts), and the fields are parsed from their UTF-8 text.
 */
export async function paymentNotifyRoutes(app: FastifyInstance, deps: { notify: PaymentNotifyService }) {
  // Encapsulated: only this plugin's routes lose the JSON-only parsers of the rest of the API.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // One endpoint per gateway of the provider registry.
  for (const provider of GATEWAY_PROVIDERS) {
    app.post(
      `/api/payment/notify/${provider}`,
      {
        schema: { tags: ['payments'], summary: `${provider} payment notification (the provider's own protocol)` },
        config: { auth: 'public', bucket: 'paymentNotify' },
        bodyLimit: NOTIFY_BODY_LIMIT_BYTES,
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const body = parseNotificationBody(request.headers['content-type'], raw.toString('utf8'));
        const answer = await deps.notify.handle(
          provider,
          { body, headers: request.headers },
          // The sender as the rate limiter counts it: an IPv6 host is its /64, so rotating
          // addresses within it does not open a new refusal record per address.
          { sender: normalizeIP(request.ip), raw },
        );
        return reply.status(answer.status).type(answer.contentType).send(answer.body);
      },
    );
  }
}
