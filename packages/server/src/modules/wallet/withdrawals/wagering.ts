import type { WageringCreditKind } from '@skinbet/shared/ledger';

/**
 * One credit that must be staked once (a deposit, a deposit bonus, a balance promo code, the demo
 * credit) and what the player staked in settled wagers from it until the next credit (cents).
 */
export interface CreditInterval {
  kind: WageringCreditKind;
  amount: number;
  at: Date;
  /** Stakes settled at or after `at` and before the next credit's time (all later ones for the last). */
  stakedUntilNext: number;
}

/** A credit and what of it is still to wager (cents). */
export interface CreditStanding {
  kind: WageringCreditKind;
  amount: number;
  at: Date;
  unwagered: number;
}

/**
 * The wagering rule per credit (docs/money/wagering.md): a credit is wagered only by stakes settled
 * after it, oldest credit first. `credits` must be in time order (the repository's order). Walking
 * them, each credit joins the outstanding ones, then the stakes of its interval pay those down,
 * oldest first; what an interval staked beyond them is lost — play never pre-pays a later credit,
 * and play before the first credit counts for nothing.
 */
export function foldWagering(credits: readonly CreditInterval[]): { credits: CreditStanding[]; unwagered: number } {
  const standings: CreditStanding[] = [];
  // Index of the oldest credit with something still to wager: everything before it is paid.
  let oldestOpen = 0;
  for (const credit of credits) {
    standings.push({ kind: credit.kind, amount: credit.amount, at: credit.at, unwagered: credit.amount });
    let stake = credit.stakedUntilNext;
    while (stake > 0 && oldestOpen < standings.length) {
      const open = standings[oldestOpen]!;
      const paid = Math.min(stake, open.unwagered);
      open.unwagered -= paid;
      stake -= paid;
      if (open.unwagered === 0) oldestOpen += 1;
    }
  }
  return { credits: standings, unwagered: standings.reduce((sum, credit) => sum + credit.unwagered, 0) };
}
