import { GAME_REGISTRY, type Game } from './games/registry';
import { GATEWAY_PROVIDERS, paymentProviderName, type GatewayProvider } from './payment-providers';

/**
 * The double-entry ledger's vocabulary (docs/money/accounts.md "Accounts"): why money moved (the
 * `kind` of every transfer) and which accounts exist. Reports, the server and the web app read
 * these tables, so a new money flow adds its kind (and, if it needs one, its house account) here
 * first.
 */
export const LEDGER_KINDS = [
  'demo_credit',
  'storehouse_buy',
  'storehouse_sell',
  'bet',
  'win',
  'refund',
  'deposit',
  'withdrawal',
  'adjustment',
  /** Crash: the part of a win (bank × multiplier) that the won skin's price did not cover. */
  'crash_win_remainder',
  /**
   * A settled wager's skins, by value: a lost stake that went back to the storehouse stock moves
   * its value from the storehouse to the game's result; a won skin taken from stock moves it back.
   */
  'wager_items',
  /** 2.5 % of a lost crash bet, from marketing into the player's cashback account. */
  'cashback_accrual',
  /** The player's whole cashback account moved to their balance (`/api/user/cashback/take`). */
  'cashback_take',
  /** The referrer's share of the house edge on a referred player's settled wager. */
  'referral_earning',
  /** A deposit promo code's bonus on a paid order, from marketing (issue 15). */
  'deposit_bonus',
  /** A balance promo code (`/api/user/usePromo`), from marketing. */
  'promo_balance',
  /** A money withdrawal created: the sum moves `available → held` until it is paid or cancelled. */
  'withdrawal_hold',
  /** A withdrawal cancelled by the player or rejected by an operator: `held → available`, once. */
  'withdrawal_release',
  /** A paid withdrawal's net leaves `held` for the payout provider's clearing account. */
  'withdrawal_payout',
  /** A paid withdrawal's 20 % tax leaves `held` for the house's fees account. */
  'withdrawal_tax',
  /** A skin sold to the site at its price less the 20 % fee (storehouse → balance). */
  'skin_sale',
  /** A skin deposit Steam reverted within Trade Protection whose skins were gone: their value back. */
  'trade_reversal',
  /** A giveaway's prize skin taken from the storehouse stock for its winner: its value, from marketing. */
  'giveaway_prize',
  /**
   * 1 % of a settled crash bet's stake into the jackpot-bonus pot, paid by marketing: the crash result
   * account stays equal to wagered minus paid (docs/engagement/jackpot-bonus.md "Rules").
   */
  'bonus_accrual',
  /** A jackpot-bonus winner's share, from the pot to their balance. */
  'bonus_win',
  /** A tournament place's prize, from marketing to the balance. */
  'tournament_prize',
  /**
   * The x3 compensation of a confirmed fairness mismatch (docs/community/tickets.md "Rules"), paid
   * by an operator from the game's result.
   */
  'fairness_compensation',
  /**
   * A case-battle seat taken: its cost from the player's balance into `battle_stakes`, where it waits
   * for the battle to end (settled from there) or to be cancelled or left (refunded from there).
   */
  'battle_stake',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value);
}

/** A user's three accounts: the balance, money on its way out, and cashback not yet taken. */
export const USER_ACCOUNT_TYPES = ['available', 'held', 'cashback'] as const;
export type UserAccountType = (typeof USER_ACCOUNT_TYPES)[number];

/** The games that settle wagers through the one settlement pipeline: games/registry.ts lists them. */
export { GAMES, type Game } from './games/registry';

/** Each game's result account and what it holds, from the game registry. */
const GAME_RESULT_ACCOUNTS = Object.fromEntries(
  Object.values(GAME_REGISTRY).map((game) => [game.resultAccount, game.resultAccountLabel]),
) as { [G in Game as (typeof GAME_REGISTRY)[G]['resultAccount']]: (typeof GAME_REGISTRY)[G]['resultAccountLabel'] };

/** Each payment gateway's clearing account (its deposits come from it, its payouts go to it), from the provider registry. */
const GATEWAY_CLEARING_ACCOUNTS = Object.fromEntries(
  GATEWAY_PROVIDERS.map((provider) => [`clearing:${provider}`, `${paymentProviderName(provider)} clearing`]),
) as { [P in GatewayProvider as `clearing:${P}`]: string };

/**
 * The house's accounts. House accounts may go negative (marketing is spent, a game can be behind);
 * user accounts never do. The sum over every account, user and house, is zero at every commit.
 */
export const HOUSE_ACCOUNTS = {
  ...GAME_RESULT_ACCOUNTS,
  storehouse: 'Storehouse: skins bought and sold by players, and skins that games took into or out of stock',
  marketing: 'Marketing: demo credit, cashback, referral rewards, promo codes, giveaways, quiz prizes',
  bonus_pot: 'Jackpot bonus pot: accrued from crash banks until its draw',
  battle_stakes: 'Case battles: seats paid by players, held until their battle ends or is cancelled',
  'clearing:manual': 'Manual deposits credited by an operator (bank transfer)',
  ...GATEWAY_CLEARING_ACCOUNTS,
  'clearing:card': 'Card-wallet clearing (receipts reviewed by an operator)',
  'clearing:steam': 'Steam trades: the value of reverted skin deposits taken back from players',
  fees: 'Fees: the 20 % withdrawal tax and the 20 % fee on skins sold to the site',
  corrections: 'Corrections: balance corrections operators booked with a reason (/api/admin/users/adjust)',
} as const;
export type HouseAccount = keyof typeof HOUSE_ACCOUNTS;

/** Where each game's result is booked; the GGR report's totals equal these accounts. */
export const GAME_RESULT_ACCOUNT = Object.fromEntries(
  Object.entries(GAME_REGISTRY).map(([game, facts]) => [game, facts.resultAccount]),
) as Record<Game, HouseAccount>;

/** The stored code of an account: `user:42:available`, `house:game:crash`. */
export function userAccountCode(userId: number, type: UserAccountType): string {
  return `user:${userId}:${type}`;
}

export function houseAccountCode(account: HouseAccount): string {
  return `house:${account}`;
}

/**
 * The credits a player must stake once (×1) before they can leave by money withdrawal
 * (docs/money/wagering.md "The rule"): money deposits and the marketing money that rides on them
 * or stands in for them — else a promo code's or the demo credit's value could leave unplayed.
 * Each is wagered only by stakes settled after it, oldest credit first (docs/money/wagering.md).
 */
export const WAGERING_CREDIT_KINDS = ['deposit', 'deposit_bonus', 'promo_balance', 'demo_credit'] as const;
export type WageringCreditKind = (typeof WAGERING_CREDIT_KINDS)[number];
