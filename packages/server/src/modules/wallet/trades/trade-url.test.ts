import { describe, expect, it } from 'vitest';
import { accountIdOf, parseTradeUrl } from './trade-url';

describe('trade URLs', () => {
  it('reads the partner (account id → SteamID64) and token', () => {
    // STEAM_0:0:23071901 = [U:1:46143802] = 76561198006409530 (the library's own documentation example).
    expect(parseTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=46143802&token=Zx-9_AbC')).toEqual({
      accountId: '46143802',
      steamId: '76561198006409530',
      token: 'Zx-9_AbC',
    });
    expect(accountIdOf('76561198006409530')).toBe('46143802');
  });

  it('refuses anything else', () => {
    for (const url of [
      'not a url',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=AbCdEf12',
      'https://steamcommunity.com/tradeoffer/new/?partner=0&token=AbCdEf12',
      'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=AbCdEf12',
      'https://steamcommunity.com/tradeoffer/new/?partner=12&token=short',
    ]) {
      expect(parseTradeUrl(url), url).toBeNull();
    }
    expect(accountIdOf('123')).toBeNull();
  });
});
