import type { Executor } from '../../db/client';
import { protectedDepositsOf, skinsOnSiteValueOf } from './trade-offers.repository';

/**
 * Trade Protection's one rule for every way value leaves the site (docs/money/trade-protection.md,
 * issue 25): a money withdrawal, a skin withdrawal by trade, and whatever exit comes later. Steam
 * may revert a skin deposit for 7 days; a reversal takes back the skins the player still holds and
 * takes the value of the others from what is left on the site. So what leaves may never take the
 * player's remaining value on the site below their protected value plus their debt.
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
  /** Each protected deposit, soonest to end first. */
  releases: ProtectedRelease[];
}

/**
 * The player's position, read in the caller's transaction after the player's row is locked (so no
 * other exit of theirs runs meanwhile) and after covered debts are paid: `balance` is the balance
 * then and `debt` what is still owed (`settleCoveredDebts`). Skins of a protected deposit count on
 * neither side: their own reversal takes them back.
 */
export async function readProtection(
  executor: Executor,
  userId: number,
  money: { balance: number; debt: number },
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
    releases,
  };
}

/** What is on the site and counts for the rule: the balance and the skins that are not protected. */
export const remainingValue = (position: ProtectionPosition) => position.balance + position.skins;

/** The most value that may leave now (cents, never below zero). */
export function exitLimit(position: ProtectionPosition): number {
  return Math.max(0, remainingValue(position) - position.protectedValue - position.debt);
}

/**
 * When `value` could leave by the passing of time alone: the end of the first protected deposit
 * after which remaining − value ≥ protected + debt (each end frees its protected value and brings
 * its held skins onto the site). Null when it already can, or when time alone never lets it (the
 * debt stays until paid).
 */
export function freesAt(position: ProtectionPosition, value: number): Date | null {
  let shortfall = value + position.protectedValue + position.debt - remainingValue(position);
  if (shortfall <= 0) return null;
  for (const release of position.releases) {
    shortfall -= release.protectedValue + release.heldValue;
    if (shortfall <= 0) return release.until;
  }
  return null;
}

/**
 * The rule: an exit of `value` cents is allowed only if remaining − value ≥ protected + debt.
 * Answers null when allowed, else the most that may leave now and when this exit could (if ever).
 */
export function checkExit(position: ProtectionPosition, value: number): { max: number; until: Date | null } | null {
  if (remainingValue(position) - value >= position.protectedValue + position.debt) return null;
  return { max: exitLimit(position), until: freesAt(position, value) };
}

/** What the player is shown: each protected amount and when it frees up, soonest first. */
export function protectedReleases(position: ProtectionPosition): Array<{ amount: number; until: Date }> {
  return position.releases
    .filter((release) => release.protectedValue > 0)
    .map((release) => ({ amount: release.protectedValue, until: release.until }));
}
