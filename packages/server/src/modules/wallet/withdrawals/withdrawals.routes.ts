import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorKey } from '@skinbet/shared/errors';
import { amountToCents } from '@skinbet/shared/money';
import { amountSchema, emptyBodySchema, idListSchema } from '@skinbet/shared/schemas/common.schemas';
import {
  availableWithdrawResponse,
  cancelWithdrawRequest,
  cancelWithdrawResponse,
  createWithdrawRequest,
  createWithdrawResponse,
  withdrawListRequest,
  withdrawListResponse,
} from '@skinbet/shared/schemas/withdrawals.schemas';
import { answers } from '../../../http/responses';
import type { SecondFactorGate } from '../../account/auth';
import type { WithdrawalsService } from './withdrawals.service';

const tags = ['withdrawals'];

/**
 * A malformed `createWithdraw` answers the key of its first bad field
 * (docs/api/errors.md "Keys": "incorrect sum, system or wallet"), in the order the rules are
 * published.
 */
function createWithdrawError(body: unknown): ErrorKey {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!amountSchema.safeParse(fields.sum).success) return 'withdrawal_api.sum_invalid';
  if (!Number.isSafeInteger(fields.system)) return 'withdrawal_api.system_invalid';
  if (typeof fields.wallet !== 'string' || fields.wallet.length > 128) return 'withdrawal_api.wallet_invalid';
  if (fields.items !== undefined && !idListSchema.safeParse(fields.items).success)
    return 'inventory_api.item_not_found';
  if (!createWithdrawRequest.shape.code.safeParse(fields.code).success) return 'two_factor_api.invalid_code';
  return 'app_api.invalid_request';
}

/** The player's withdrawals (docs/api/http.md "Calls"): what can leave, a new one, a cancel, the history. */
export async function withdrawalsRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalsService; secondFactor: SecondFactorGate },
) {
  const { withdrawals, secondFactor } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/getAvailableWithdraw',
    {
      schema: {
        tags,
        summary: 'What can be withdrawn now (balance less unwagered deposits and protected value) and the limits',
        body: emptyBodySchema,
        response: answers(availableWithdrawResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => withdrawals.available(request.user.id),
  );

  api.post(
    '/api/user/createWithdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw money (systems 1–7): held from the balance until an operator approves and it is paid',
        body: createWithdrawRequest,
        response: answers(createWithdrawResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, invalidRequest: createWithdrawError },
    },
    async (request) => {
      const { sum, system, wallet, items, code } = request.body;
      // Before anything is held: a player with two-factor sign-in proves it (docs/money/withdrawals.md "Second factor").
      await secondFactor.require(request, code);
      const result = await withdrawals.create(request.user.id, { sumCents: amountToCents(sum), system, wallet, items });
      return { status: 'success' as const, ...result };
    },
  );

  api.post(
    '/api/user/cancelWithdraw',
    {
      schema: {
        tags,
        summary: 'Cancel an own withdrawal still in moderation: what it held comes back once',
        body: cancelWithdrawRequest,
        response: answers(cancelWithdrawResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, invalidRequest: 'withdrawal_api.not_found' },
    },
    async (request) => {
      // `type` is the old API's (money and skins had separate tables); one id names one withdrawal here.
      const result = await withdrawals.cancel(request.user.id, request.body.id);
      return { status: 'success' as const, ...result };
    },
  );

  api.post(
    '/api/user/withdraws',
    {
      schema: {
        tags,
        summary: 'The player’s withdrawals, newest first, a page below `before`',
        body: withdrawListRequest,
        response: answers(withdrawListResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => withdrawals.list(request.user.id, request.body?.before),
  );
}
