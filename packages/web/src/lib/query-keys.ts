/**
 * Cache keys shared across features: features never import each other, so a purchase in the
 * storehouse refreshes the inventory and the balance through these keys.
 */
export const QUERY_KEYS = {
  config: ['config'],
  user: ['user'],
  inventory: ['inventory'],
  /** Every storehouse listing (one cache entry per filter); a sale puts items back in stock. */
  storehouse: ['storehouse'],
  profile: ['profile'],
  /** The player's withdrawals and what is available to withdraw (wallet modal, profile tab). */
  withdraws: ['withdraws'],
  /** Issue 16: the giveaway (running one, conditions), the jackpot bonus and the tournament, which sockets refresh. */
  giveaway: ['giveaway'],
  bonus: ['bonus'],
  tournament: ['tournament'],
  /** Issue 28: the player's limits, exclusion and reality check (one prefix, dropped with the session). */
  responsibleGambling: ['responsible-gambling'],
} as const;
