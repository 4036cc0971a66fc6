import type { ErrorKey, ErrorParams } from '@skinbet/shared/errors';
import { centsToAmount } from '@skinbet/shared/money';
import { levelProgress } from '@skinbet/shared/progression';
import { isValidWallet, normalizeWallet, withdrawSystem, type WithdrawSystem } from '@skinbet/shared/wallet';
import type { WalletConfig } from '../../wallet.config';

/** The refusal a rule decided: a SPEC §8 key and the values its text shows. */
export interface Refusal {
  key: ErrorKey;
  params?: ErrorParams;
}

export type WithdrawLimits = WalletConfig['withdraw'];

/**
 * The request's own rules, in their published order (README "Withdrawals"): a sum above zero in
 * cents, a system 1–7, a wallet in that system's format, the minimum, and the money limit above
 * which skins are offered instead. Answers the system and the wallet as stored, or the refusal.
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

/** What the withdrawable rule reads about a player (cents). */
export interface WithdrawableInputs {
  balance: number;
  /**
   * Credits still to wager (docs/money/wagering.md: each credit by stakes settled after it, oldest
   * first; the `foldWagering` total).
   */
  unwagered: number;
  /**
   * The most value Trade Protection lets leave now (trades/trade-protection `exitLimit`: the
   * player's value on the site less their protected value and debt).
   */
  protectionLimit: number;
}

/**
 * The withdrawable rule as published (README "Withdrawals"): the lesser of the wagering limit — the
 * balance less the credits not yet staked once (×1 wagering per credit: docs/money/wagering.md) —
 * and the Trade Protection limit, never below zero.
 */
export function withdrawable(inputs: WithdrawableInputs) {
  const { unwagered } = inputs;
  const available = Math.max(0, Math.min(inputs.balance - unwagered, inputs.protectionLimit));
  return { unwagered, available };
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
  if (player.banned) return { key: 'user_api.banned' };
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
 * The withdrawable rule's refusal, if the sum is above it: `insufficient_funds` above the balance,
 * `wagering` when the unwagered deposits stop it, else `protected` — each with the most that can
 * leave now (`max`); `protected` also with when this sum could leave (`protectedUntil`, trade-protection
 * `freesAt`), if time alone lets it.
 */
export function checkWithdrawable(
  sumCents: number,
  inputs: WithdrawableInputs,
  protectedUntil: Date | null = null,
): Refusal | null {
  const rule = withdrawable(inputs);
  if (sumCents <= rule.available) return null;
  if (sumCents > inputs.balance) return { key: 'withdrawal_api.insufficient_funds' };
  const max = { max: centsToAmount(rule.available) };
  if (sumCents > inputs.balance - rule.unwagered) return { key: 'withdrawal_api.wagering', params: max };
  const params: ErrorParams = { ...max };
  if (protectedUntil) params.until = protectedUntil.toISOString();
  return { key: 'withdrawal_api.protected', params };
}
