/**
 * Every error the API or the sockets can answer with, as `<namespace>.<key>` (SPEC §8).
 * The web app translates each one; a test keeps the locale files in step with this list.
 */
export const ERROR_KEYS = [
  'app_api.invalid_request',
  'app_api.not_found',
  'app_api.payload_too_large',
  'app_api.too_many_requests',
  'app_api.forbidden_origin',
  'app_api.maintenance',
  'app_api.internal',
  'auth_api.demo_disabled',
  'auth_api.login_failed',
  'auth_api.not_demo_account',
  'auth_api.name_taken',
  'user_api.unauthenticated',
  'user_api.banned',
  'user_api.not_found',
  'user_api.trade_link_invalid',
  'user_api.cashback_empty',
  'user_api.cashback_min_deposit',
  'user_api.cashback_too_soon',
  'admin_api.forbidden',
  'admin_api.reference_used',
  'inventory_api.invalid_app_id',
  'storehouse_api.no_items_selected',
  'storehouse_api.insufficient_funds',
  'storehouse_api.items_not_found',
  'storehouse_api.out_of_stock',
  'storehouse_api.item_unavailable',
  'storehouse_api.won_item_not_sellable',
  'crash_api.game_started',
  'crash_api.game_not_running',
  'crash_api.bet_not_found',
  'crash_api.max_bets',
  'crash_api.one_manual_bet',
  'crash_api.target_forbidden',
  'crash_api.target_invalid',
  'crash_api.items_not_found',
  'crash_api.sum_mismatch',
  'crash_api.not_manual',
  'crash_api.already_taken',
  'crash_api.game_not_found',
  'crash_api.not_voidable',
  'crash_api.won_item_not_stakeable',
  'crash_api.same_multiplier',
  'crash_api.max_bet',
  'crash_api.max_win',
  'jackpot_api.already_started',
  'jackpot_api.skins_not_found',
  'jackpot_api.won_item_not_stakeable',
  'jackpot_api.level_too_low',
  'jackpot_api.min_bet',
  'jackpot_api.max_bet',
  'jackpot_api.max_items',
  'jackpot_api.pot_full',
  'jackpot_api.game_not_found',
  'jackpot_api.not_voidable',
  'wheel_api.no_items',
  'wheel_api.no_color',
  'wheel_api.only_two_colors',
  'wheel_api.limit_exceeded',
  'wheel_api.min_bet',
  'wheel_api.max_bet',
  'wheel_api.max_items',
  'wheel_api.item_not_found',
  'wheel_api.won_item_not_stakeable',
  'wheel_api.game_started',
  'wheel_api.game_not_found',
  'wheel_api.not_voidable',
  'cases_api.case_not_found',
  'cases_api.insufficient_funds',
  'cases_api.opening_not_found',
  'cases_api.client_seed_invalid',
  'cases_api.out_of_stock',
  'chat_api.not_string',
  'chat_api.empty',
  'chat_api.too_long',
  'chat_api.links',
  'chat_api.too_fast',
  'chat_api.min_deposit',
  'chat_api.muted',
  'chat_api.banned_forever',
  'chat_api.chat_off',
  'chat_api.not_admin_or_moderator',
  'chat_api.cannot_mute_self',
  'chat_api.already_muted',
  'chat_api.not_muted',
  'chat_api.message_not_found',
  'chat_api.reason_invalid',
  'chat_api.duration_invalid',
  'chat_api.unknown_command',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/** Values a translated error text may interpolate (e.g. a mute's minutes left and its reason key). */
export type ErrorParams = Record<string, string | number>;

/**
 * The body of every error response: `{ status: "error", message: "<namespace>.<key>" }`, with
 * `params` when the text needs values (`chat_api.muted`: `{ minutes, reason }`, reason being an
 * i18n key the client translates too).
 */
export interface ErrorBody {
  status: 'error';
  message: ErrorKey;
  params?: ErrorParams;
}
