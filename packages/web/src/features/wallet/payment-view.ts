import type { DepositOrderDto, PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';

/**
 * What `/payments/:id` shows for an order (issue 15): the sandbox's provider page, the hand-off to
 * the real provider, or the order's state once the provider has answered.
 */
export type OrderStage = 'sandbox' | 'handoff' | 'waiting' | 'review' | 'paid' | 'failed' | 'canceled';

export function orderStage(order: Pick<DepositOrderDto, 'status' | 'sandbox' | 'handoff' | 'provider'>): OrderStage {
  switch (order.status) {
    case 'pending':
      if (order.sandbox && order.provider !== 'card') return 'sandbox';
      return order.handoff ? 'handoff' : 'waiting';
    case 'review':
      return 'review';
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
  }
}

/** The `:id` of `/payments/:id` as an order id, or null when it cannot be one. */
export function parseOrderId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** How the browser leaves for the provider: a redirect (GET) or a form it posts (POST). */
export type HandoffTarget =
  { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: [string, string][] };

/**
 * A GET hand-off becomes one URL with the fields added to the provider's own query (a GET form
 * would drop a query already in its action); a POST hand-off is a form posted as the provider
 * documents it. Only http(s) targets are followed.
 */
export function handoffTarget(handoff: PaymentHandoff): HandoffTarget | null {
  let url: URL;
  try {
    url = new URL(handoff.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const fields = Object.entries(handoff.fields);
  if (handoff.method === 'POST') return { kind: 'form', action: url.toString(), fields };
  for (const [name, value] of fields) url.searchParams.set(name, value);
  return { kind: 'redirect', url: url.toString() };
}

/** The order is still waiting for the provider: its page keeps asking for news. */
export const isOpenOrder = (order: Pick<DepositOrderDto, 'status'>) => order.status === 'pending';
