import type { Executor } from '../../../db/client';
import { protectedDepositsOf, skinsOnSiteValueOf } from './trade-offers.repository';

/**
 * Trade Protection (docs/money/trade-protection.md, issue 25): Steam may revert a skin deposit for 7
 * days; a reversal takes back the skins the player still holds and takes the value of the others
 * from what is left on the site. This file reads the player's position; the one rule of every exit
 * (exit-rule.ts) keeps what stays on the site above the protected value, the debt and the credits
 * still to wager, together.
 */

/** One protected deposit, as it frees value when its protection ends. */
export interface ProtectedRelease {
  until: Date;
  /** Its value that has left its skins (cents): protected until `until`. */
  protectedValue: number;
  /** The catalog value of its skins the player still holds (cents): counted on the site from `until`. */
  heldValue: number;
}

/** What the rule reads about a player, inside the transaction that holds their row (cents). */
export interface ProtectionPosition {
  /** The balance, after the open debts it covers are paid. */
  balance: number;
  /** The catalog value of the player's skins on the site that are not themselves protected. */
  skins: number;
  /** Value from protected deposits that has left their skins. */
  protectedValue: number;
  /** Open debt from reversed deposits. */
  debt: number;
  /** Credits still to wager (withdrawals/wagering: the caller reads it and passes it in). */
  unwagered: number;
  /** Each protected deposit, soonest to end first. */
  releases: ProtectedRelease[];
}

/**
 * The player's position, read in the caller's transaction after the player's row is locked (so no
 * other exit of theirs runs meanwhile) and after covered debts are paid: `balance` is the balance
 * then and `debt` what is still owed (`settleCoveredDebts`); `unwagered` the credits still to wager.
 * Skins of a protected deposit count on neither side: their own reversal takes them back.
 */
export async function readProtection(
  executor: Executor,
  userId: number,
  money: { balance: number; debt: number; unwagered: number },
): Promise<ProtectionPosition> {
  const deposits = await protectedDepositsOf(executor, userId);
  const releases = deposits.map((deposit) => ({
    until: new Date(deposit.untilMs),
    protectedValue: deposit.gone,
    heldValue: deposit.held,
  }));
  const selfProtected = releases.reduce((sum, release) => sum + release.heldValue, 0);
  return {
    balance: money.balance,
    skins: (await skinsOnSiteValueOf(executor, userId)) - selfProtected,
    protectedValue: releases.reduce((sum, release) => sum + release.protectedValue, 0),
    debt: money.debt,
    unwagered: money.unwagered,
    releases,
  };
}

/** What the player is shown: each protected amount and when it frees up, soonest first. */
export function protectedReleases(position: ProtectionPosition): Array<{ amount: number; until: Date }> {
  return position.releases
    .filter((release) => release.protectedValue > 0)
    .map((release) => ({ amount: release.protectedValue, until: release.until }));
}
