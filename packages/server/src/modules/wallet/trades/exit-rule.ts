import type { ProtectionPosition } from './trade-protection';

/**
 * The one rule of every way value leaves the site (issue 25; docs/money/trade-protection.md and
 * docs/money/wagering.md): a money withdrawal, a skin withdrawal by trade, whatever exit comes later.
 * Three obligations stay on the site and add up — the credits still to wager (U), the value Steam
 * may still take back (protected, P) and the open debt (D):
 * - every exit of value V: remaining − V ≥ U + P + D (remaining: the balance and the skins on the
 *   site that are not themselves protected);
 * - a money exit also: V ≤ balance − U (money credits are wagered before money leaves), V ≤ balance.
 * U is read by the caller (withdrawals/wagering) and passed in with the position.
 */

export type ExitKind = 'money' | 'skin';

/** Why an exit is refused, with the most value of its kind that may leave now (cents). */
export type ExitRefusal =
  | { reason: 'insufficient_funds' }
  | { reason: 'wagering'; max: number; unwagered: number }
  | { reason: 'protected'; max: number; until: Date | null };

/** What is on the site and counts for the rule: the balance and the skins that are not protected. */
export const remainingValue = (position: ProtectionPosition) => position.balance + position.skins;

const obligations = (position: ProtectionPosition) => position.unwagered + position.protectedValue + position.debt;

/** The most value of this kind that may leave now (cents, never below zero). */
export function exitLimit(position: ProtectionPosition, kind: ExitKind): number {
  const anyExit = remainingValue(position) - obligations(position);
  return Math.max(0, kind === 'money' ? Math.min(position.balance - position.unwagered, anyExit) : anyExit);
}

function allows(position: ProtectionPosition, kind: ExitKind, value: number): boolean {
  if (remainingValue(position) - value < obligations(position)) return false;
  return kind === 'skin' || value <= position.balance - position.unwagered;
}

/**
 * The position once every protection has ended and the debt is paid: each protected deposit's
 * protected value is gone and its held skins count on the site.
 */
function unprotected(position: ProtectionPosition): ProtectionPosition {
  const held = position.releases.reduce((sum, release) => sum + release.heldValue, 0);
  return { ...position, skins: position.skins + held, protectedValue: 0, debt: 0, releases: [] };
}

/**
 * When `value` could leave by the passing of time alone: the end of the first protected deposit
 * after which remaining − value ≥ U + P + D (each end frees its protected value and brings its held
 * skins onto the site). Null when it already can, or when time alone never lets it (wagering and
 * the debt stay until staked or paid).
 */
export function freesAt(position: ProtectionPosition, value: number): Date | null {
  let shortfall = value + obligations(position) - remainingValue(position);
  if (shortfall <= 0) return null;
  for (const release of position.releases) {
    shortfall -= release.protectedValue + release.heldValue;
    if (shortfall <= 0) return release.until;
  }
  return null;
}

/**
 * The rule for an exit of `value` cents. Null when allowed; else `insufficient_funds` (money above
 * the balance), `protected` when protection or debt is what stops it (it would pass without them;
 * with when time alone lets it, if ever), else `wagering`.
 */
export function checkExit(position: ProtectionPosition, kind: ExitKind, value: number): ExitRefusal | null {
  if (kind === 'money' && value > position.balance) return { reason: 'insufficient_funds' };
  if (allows(position, kind, value)) return null;
  const max = exitLimit(position, kind);
  if (allows(unprotected(position), kind, value)) return { reason: 'protected', max, until: freesAt(position, value) };
  return { reason: 'wagering', max, unwagered: position.unwagered };
}
