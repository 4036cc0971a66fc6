import { centsToAmount } from '@skinbet/shared/money';
import type { PaymentHandoff } from '@skinbet/shared/schemas/payments.schemas';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import type { WalletConfigDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import {
  DEFAULT_DEPOSIT_AMOUNT,
  DEPOSIT_METHODS,
  DEPOSIT_TAG_BONUS_PERCENT,
  SITE_SALE_FEE_BASIS_POINTS,
  WITHDRAW_SYSTEMS,
  WITHDRAW_TAX_BASIS_POINTS,
  depositMethod,
} from '@skinbet/shared/wallet';
import { isGatewayProvider, paymentProviderKind, type PaymentProvider } from '@skinbet/shared/payment-providers';
import type { WalletConfig } from '../../../wallet.config';
import type { DepositOrderRow } from './deposit-orders.repository';
import { paysOut } from './providers/provider-adapter';
import type { PaymentProviders } from './providers/provider-registry';

/** The payout-wait advice shown with a withdrawal, in minutes (docs/money/withdrawals.md "Payouts"). */
export const PAYOUT_WAIT_MINUTES: [number, number] = [5, 30];

/**
 * Whether the sandbox's page pays or fails this order: only when its provider is sandboxed (no
 * credentials, PAYMENTS_SANDBOX on; issue 25). The card wallet never is: an operator reviews it.
 */
export function orderSandboxed(order: DepositOrderRow, providers: PaymentProviders): boolean {
  return isGatewayProvider(order.provider) && (providers[order.provider]?.sandboxed ?? false);
}

/** One order as its owner sees it (`/api/payment/order`), with the hand-off when there is one. */
export function presentOrder(
  order: DepositOrderRow,
  providers: PaymentProviders,
  handoff?: PaymentHandoff,
): DepositOrderDto {
  return {
    id: order.id,
    method: order.method,
    method_name: depositMethod(order.method)?.name ?? order.method,
    provider: order.provider as PaymentProvider,
    sum: centsToAmount(order.sum),
    bonus: centsToAmount(order.bonus),
    amount: order.amount,
    currency: order.currency,
    rate: order.rate,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    sandbox: orderSandboxed(order, providers),
    ...(handoff ? { handoff } : {}),
  };
}

/** An order as an operator reviews it: its player, the card receipt and why it waits. */
export function presentAdminOrder(order: DepositOrderRow, username: string, providers: PaymentProviders) {
  return {
    ...presentOrder(order, providers),
    user: { id: order.userId, username },
    receipt: order.receipt,
    review_reason: order.reviewReason,
  };
}

/**
 * Whether a method can take money now, by its provider's kind (shared payment-providers.ts): a
 * gateway when its adapter has credentials (or the sandbox stands in), the card wallet always (an
 * operator reviews it), skins through the trade gateway (its fake runs when no bot is
 * configured); a closed provider never (Qiwi: licence revoked in February 2024).
 */
export function methodAvailable(provider: PaymentProvider, providers: PaymentProviders): boolean {
  if (isGatewayProvider(provider)) return providers[provider]?.available ?? false;
  const kind = paymentProviderKind(provider);
  return kind === 'operator-review' || kind === 'trade';
}

/** `getConfig.wallet`: what the deposit and withdraw modals need before any call. */
export function presentWalletConfig(wallet: WalletConfig, providers: PaymentProviders): WalletConfigDto {
  return {
    methods: DEPOSIT_METHODS.map((method) => ({
      code: method.code,
      name: method.name,
      provider: method.provider,
      min: centsToAmount(wallet.depositMinCents[method.code] ?? 0),
      available: methodAvailable(method.provider, providers),
      currency: method.currency,
    })),
    systems: WITHDRAW_SYSTEMS.map((system) => ({
      id: system.id,
      code: system.code,
      name: system.name,
      min: centsToAmount(wallet.withdraw.minCents),
      available: paysOut(providers[system.provider]),
    })),
    tax_percent: WITHDRAW_TAX_BASIS_POINTS / 100,
    sale_fee_percent: SITE_SALE_FEE_BASIS_POINTS / 100,
    deposit_bonus_percent: DEPOSIT_TAG_BONUS_PERCENT,
    default_deposit: DEFAULT_DEPOSIT_AMOUNT,
    payout_wait_minutes: PAYOUT_WAIT_MINUTES,
    // The fake Steam's controls (deposit and offer buttons): only when no real bot is configured.
    sandbox: wallet.steamSandbox,
  };
}
