/**
 * Cache keys shared across features: features never import each other, so a purchase in the
 * storehouse refreshes the inventory and the balance through these keys.
 */
export const QUERY_KEYS = {
  config: ['config'],
  user: ['user'],
  inventory: ['inventory'],
  profile: ['profile'],
} as const;
