/**
 * The 8 chat rules in the order of docs/community/chat.md "Rules", as `chat_rules.*` keys.
 * Shared by the chat's rules modal and the support FAQ; the server's ban reasons are the same
 * keys.
 */
export const CHAT_RULES = [
  'nickname_ads',
  'channel_promotion',
  'insults',
  'begging',
  'links',
  'flood',
  'caps',
  'disrespect',
] as const;

export type ChatRule = (typeof CHAT_RULES)[number];
