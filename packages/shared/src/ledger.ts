/**
 * Why money moved: the `kind` stored on every ledger row (ARCHITECTURE §3). A new money flow adds
 * its kind here, so the server can only write listed kinds and the web app has a label for each.
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
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(value: string): value is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(value);
}
