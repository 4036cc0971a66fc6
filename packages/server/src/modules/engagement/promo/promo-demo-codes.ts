import type { NewPromo } from './promo.repository';

const YEAR_S = 365 * 86_400;

/**
 * The codes a demo site starts with (docs/engagement/promo-codes.md "Rules"), seeded at
 * every start while demo sign-in is on: created once, their expiry kept a year ahead, their
 * counted uses kept. Typed in any case (codes are case-insensitive; stored lower case).
 */
export const DEMO_PROMO_CODES: ReadonlyArray<Omit<NewPromo, 'createdBy'>> = [
  // The profile's balance code: $1 once per player.
  {
    code: 'welcome',
    kind: 'balance',
    amount: 100,
    percent: null,
    uses: 1_000_000,
    dailyLimit: 10_000,
    expiresInSeconds: YEAR_S,
  },
  // The deposit window's code: +10 % on one deposit per player.
  {
    code: 'deposit10',
    kind: 'deposit',
    amount: null,
    percent: 10,
    uses: 1_000_000,
    dailyLimit: 10_000,
    expiresInSeconds: YEAR_S,
  },
  // A scarce one, to see the limits: +25 %, 100 players in all, 20 a day.
  { code: 'bonus25', kind: 'deposit', amount: null, percent: 25, uses: 100, dailyLimit: 20, expiresInSeconds: YEAR_S },
];
