/** The bot's Steam login (config `wallet.steamBot`, the four STEAM_BOT_* variables). */
export interface SteamBotCredentials {
  accountName: string;
  password: string;
  sharedSecret: string;
  identitySecret: string;
}

/** Whether the real bot is configured: all four STEAM_BOT_* variables set. */
export function hasSteamBotCredentials(credentials: SteamBotCredentials): boolean {
  return Object.values(credentials).every((value) => value.length > 0);
}
