import type { ErrorKey, ErrorParams } from '@skinbet/shared/errors';
import { centsToAmount } from '@skinbet/shared/money';
import { levelProgress } from '@skinbet/shared/progression';
import { isValidWallet, normalizeWallet, withdrawSystem, type WithdrawSystem } from '@skinbet/shared/wallet';
import type { WalletConfig } from '../../../wallet.config';
import { checkExit, type ProtectionPosition } from '../trades';

/** The refusal a rule decided: an error key (docs/api/errors.md "Keys") and the values its text shows. */
export interface Refusal {
  key: ErrorKey;
  params?: ErrorParams;
}

export type WithdrawLimits = WalletConfig['withdraw'];

/**
 * The request's own rules, in their published order (docs/money/withdrawals.md "Rules"): a sum
 * above zero in cents, a system 1–7, a wallet in that system's format, the minimum, and the
 * money limit above which skins are offered instead. Answers the system and the wallet as
 * stored, or the refusal.
 */
export function checkWithdrawRequest(
  request: { sumCents: number | null; system: number; wallet: string },
  limits: WithdrawLimits,
): { refusal: Refusal } | { system: WithdrawSystem; wallet: string; sumCents: number } {
  const { sumCents } = request;
  if (sumCents === null || !Number.isSafeInteger(sumCents) || sumCents <= 0) {
    return { refusal: { key: 'withdrawal_api.sum_invalid' } };
  }
  const system = withdrawSystem(request.system);
  if (!system) return { refusal: { key: 'withdrawal_api.system_invalid' } };
  if (!isValidWallet(system.format, request.wallet)) return { refusal: { key: 'withdrawal_api.wallet_invalid' } };
  if (sumCents < limits.minCents) {
    return { refusal: { key: 'withdrawal_api.min_sum', params: { min: centsToAmount(limits.minCents) } } };
  }
  if (sumCents > limits.moneyLimitCents) {
    return { refusal: { key: 'withdrawal_api.money_limit', params: { limit: centsToAmount(limits.moneyLimitCents) } } };
  }
  return { system, wallet: normalizeWallet(system.format, request.wallet), sumCents };
}

/** What the player's gates read, inside the transaction that holds the player's row. */
export interface PlayerGates {
  banned: boolean;
  experience: number;
  kycVerified: boolean;
  hasDeposit: boolean;
  hasOpenWithdrawal: boolean;
}

/**
 * The player's gates, after the request's rules, in their published order: not banned, a deposit,
 * no withdrawal in flight, the level, KYC above its threshold. Null: passed. (An open debt and the
 * withdrawable rule follow: withdrawals.service, `checkWithdrawable`.)
 */
export function checkPlayer(sumCents: number, player: PlayerGates, limits: WithdrawLimits): Refusal | null {
  if (player.banned) return { key: 'auth_api.banned' };
  if (!player.hasDeposit) return { key: 'withdrawal_api.deposit_needed' };
  if (player.hasOpenWithdrawal) return { key: 'withdrawal_api.previous_pending' };
  if (levelProgress(player.experience).level < limits.minLevel) {
    return { key: 'withdrawal_api.level_too_low', params: { level: limits.minLevel } };
  }
  if (sumCents > limits.kycOverCents && !player.kycVerified) {
    return { key: 'withdrawal_api.kyc_needed', params: { amount: centsToAmount(limits.kycOverCents) } };
  }
  return null;
}

/**
 * The withdrawable rule's refusal, if the sum is above it (trades/exit-rule `checkExit`, a money
 * exit): `insufficient_funds` above the balance; `protected` when Trade Protection (protected value
 * or debt) is what stops it, with when this sum could leave (`until`) if time alone lets it; else
 * `wagering`. Each with the most that may leave now under the whole rule (`max`).
 */
export function checkWithdrawable(sumCents: number, position: ProtectionPosition): Refusal | null {
  const refusal = checkExit(position, 'money', sumCents);
  if (!refusal) return null;
  if (refusal.reason === 'insufficient_funds') return { key: 'withdrawal_api.insufficient_funds' };
  const params: ErrorParams = { max: centsToAmount(refusal.max) };
  if (refusal.reason === 'wagering') return { key: 'withdrawal_api.wagering', params };
  if (refusal.until) params.until = refusal.until.toISOString();
  return { key: 'withdrawal_api.protected', params };
}
