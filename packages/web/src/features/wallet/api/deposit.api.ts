import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cardDepositResponse,
  checkPromoResponse,
  depositCreateResponse,
  depositOrderSchema,
  sandboxCompleteResponse,
  type DepositOrderDto,
} from '@skinbet/shared/schemas/payments.schemas';
import { ApiFailure, apiPost } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/money';
import { minimumParams, type AppliedPromo, type DepositMethodDto } from '../deposit-rules';

/** `/api/payment/check-promocode {promocode}`: the deposit-bonus code and its percent, or a promo_api refusal. */
export async function checkPromo(code: string): Promise<AppliedPromo> {
  const answer = await apiPost('/api/payment/check-promocode', { promocode: code }, checkPromoResponse, {
    fallbackKey: 'deposit_error.send_deposit_promocode',
  });
  return { code: answer.promocode, percent: answer.percent };
}

export interface DepositRequest {
  sum: number;
  method: DepositMethodDto;
  promocode: string;
}

/**
 * `/api/payment/sum/create {sum, depositMethod, promocode}`: the pending order to hand off to the
 * provider. Under the method's minimum the server answers `deposit_api.min_sum` with the minimum
 * and the method's name, which the notice shows ("minimum via {method_name}: {min}").
 */
export async function createDeposit({ sum, method, promocode }: DepositRequest): Promise<number> {
  try {
    const answer = await apiPost(
      '/api/payment/sum/create',
      { sum, depositMethod: method.code, promocode },
      depositCreateResponse,
      { fallbackKey: 'deposit_error.send_deposit' },
    );
    return answer.transaction_id;
  } catch (error) {
    throw withMinimum(error, method);
  }
}

/** A minimum refusal with the params its text needs (the body's own fields are not `params`). */
function withMinimum(error: unknown, method: DepositMethodDto): unknown {
  if (error instanceof ApiFailure && error.key === 'deposit_api.min_sum') {
    const params = minimumParams(error.params, method);
    return new ApiFailure(error.key, error.status, true, { ...params, min: formatAmount(params.min) });
  }
  return error;
}

/**
 * `/api/payment/card/create {sum, receipt, promocode}`: the card-wallet order, waiting for an
 * operator to find the transfer. Its minimum is the card method's.
 */
export async function createCardDeposit(request: {
  sum: number;
  receipt: string;
  promocode: string;
  method: DepositMethodDto;
}): Promise<DepositOrderDto> {
  const { method, ...body } = request;
  try {
    const answer = await apiPost('/api/payment/card/create', body, cardDepositResponse, {
      fallbackKey: 'deposit_error.send_deposit',
    });
    return answer.order;
  } catch (error) {
    throw withMinimum(error, method);
  }
}

/** The order, whether the server sends it bare or as `{status, order}`. */
const orderAnswer = z.union([
  depositOrderSchema,
  z.object({ order: depositOrderSchema }).transform((answer) => answer.order),
]);

/** `/api/payment/order {id}`: one of the player's deposit orders. */
export function orderQuery(id: number) {
  return queryOptions({
    queryKey: ['payment-order', id],
    queryFn: () => apiPost('/api/payment/order', { id }, orderAnswer, { fallbackKey: 'deposit_error.load_order' }),
    meta: { errorKey: 'deposit_error.load_order' },
    retry: (failures, error) => !(error instanceof ApiFailure && error.fromServer) && failures < 1,
  });
}

/**
 * `/api/payment/sandbox/complete {id, outcome}` (PAYMENTS_SANDBOX only): the tester's choice on
 * the sandbox provider page. The server sends the provider's own signed notification to its real
 * endpoint, so the answer is the order as that notification left it.
 */
export async function completeSandbox(id: number, outcome: 'pay' | 'fail'): Promise<DepositOrderDto> {
  const answer = await apiPost('/api/payment/sandbox/complete', { id, outcome }, sandboxCompleteResponse, {
    fallbackKey: 'deposit_error.complete_sandbox',
  });
  return answer.order;
}
