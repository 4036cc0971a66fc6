import { describe, expect, it } from 'vitest';
import { containsLink } from './links';

/**
 * The chat's link filter (docs/community/chat.md "Rules": no links), table-driven: every form a
 * link was seen in — the plain ones refused from the start and the disguises found in review
 * (issue 12: zero-width characters, look-alike dots, homoglyph top-level domains, punycode, bare
 * IP addresses) — and ordinary text that must pass.
 */
describe('containsLink', () => {
  it.each([
    // Plain forms.
    ['a scheme', 'https://example.com'],
    ['a scheme and an IP', 'go to http://1.2.3.4/x'],
    ['any scheme', 'steam://openurl/abc'],
    ['www.', 'www.example.org'],
    ['WWW. in capitals', 'WWW.CASINO.NET'],
    ['a domain in a sentence', 'free skins at casefarm.com now'],
    ['a domain in capitals', 'CASEFARM.COM'],
    ['an invite', 'join discord.gg/abc123'],
    ['a short link', 't.me/freeskins'],
    ['a hyphenated domain', 'my site: skins-drop.ru'],
    ['a Cyrillic domain', 'халява на сайте скины.рф'],
    ['an e-mail address', 'mail me at name@mail.ru'],
    ['a subdomain with a path', 'sub.domain.example.io/path'],
    // Disguised dots.
    ['(dot)', 'site(dot)com'],
    ['[.]', 'site [.] com'],
    ['{dot}', 'site {dot} net'],
    ['" dot "', 'site dot com'],
    ['" точка "', 'сайт точка ru'],
    ['spaces around the dot', 'site . com'],
    ['a space before the dot', 'site .com'],
    ['an ideographic full stop', 'site。com'],
    // Zero-width and other invisible characters.
    ['a zero-width space before the dot', 'evil\u200B.com'],
    ['a zero-width space in an invite', 'discord\u200B.gg/x'],
    ['a zero-width non-joiner', 'evil\u200C.com'],
    ['a word joiner', 'evil.\u2060com'],
    ['a byte order mark', 'evil\uFEFF.com'],
    ['a soft hyphen', 'casefarm\u00AD.com'],
    ['a right-to-left override', 'evil\u202E.com'],
    ['a Mongolian vowel separator', 'evil\u180E.com'],
    // Look-alike dots.
    ['a one dot leader (U+2024)', 'evil\u2024com'],
    ['a middle dot (U+00B7)', 'evil\u00B7com'],
    ['an Armenian full stop (U+0589)', 'evil\u0589com'],
    ['a middle dot in an invite', 'discord\u00B7gg/x'],
    ['a bullet (U+2022)', 'evil\u2022com'],
    ['a katakana middle dot (U+30FB)', 'evil\u30FBcom'],
    ['a hyphenation point (U+2027)', 'evil\u2027com'],
    ['a full-width full stop', 'evil\uFF0Ecom'],
    // Homoglyphs.
    ['a Cyrillic «о» in the TLD', 'evil.с\u043Em'],
    ['Cyrillic «с» and «о» in the TLD', 'evil.\u0441\u043Em'],
    ['Cyrillic capitals', '\u0415VIL.\u0421\u041E\u041C'],
    ['a Greek lunate sigma', 'evil.\u03F2om'],
    ['full-width letters', '\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D'],
    ['mathematical bold letters', 'evil.\u{1D41C}\u{1D428}\u{1D426}'],
    ['a Cyrillic «һ» in the scheme', '\u04BBttps://evil'],
    ['Cyrillic «ԝ» in www.', '\u051D\u051D\u051D.evil'],
    ['an invite with a Cyrillic «о»', 'disc\u043Erd.gg/abc'],
    // Punycode.
    ['a punycode label', 'go to xn--80ak6aa92e'],
    ['a punycode TLD', 'site.xn--p1ai'],
    ['a punycode domain', 'XN--80AK6AA92E.XN--P1AI/path'],
    // Bare IP addresses.
    ['a bare IPv4 address', 'free skins at 192.168.0.1'],
    ['an IPv4 address with a port and a path', '8.8.8.8:8080/login'],
    ['an IPv4 address with spaced dots', '45 . 33 . 32 . 156'],
    ['an IPv4 address with look-alike dots', '45\u00B733\u00B732\u00B7156'],
    ['a bracketed IPv6 address', 'open [2001:db8::1]:80'],
    // Issue 25: spacing, other separators, percent-encoding, a host and port.
    ['letters spaced out', 'e v i l . c o m'],
    ['letters spaced out around a plain dot', 'e v i l.c o m'],
    ['a spaced-out TLD', 'evil . c o m'],
    ['a comma for the dot', 'evil,com'],
    ['a comma for the dot in an invite', 'discord,gg/abc'],
    ['a space and a comma for the dot', 'evil ,com'],
    ['a percent-encoded dot', 'evil%2ecom'],
    ['a percent-encoded dot in capitals', 'EVIL%2ECOM'],
    ['a twice percent-encoded dot', 'evil%252ecom'],
    ['percent-encoded letters', '%65%76%69%6c.com'],
    ['localhost with a port', 'localhost:3000'],
    ['localhost in a sentence', 'open localhost now'],
    ['a host with a port and a path', 'myhost:8080/login'],
  ])('finds a link in %s', (_label, text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'cashed out at 1.5x',
    'x1.5 then x2.80',
    'т.е. всё честно',
    'v2.0 is out',
    'ok.so what',
    'Ok. Me too',
    'Nice. Com on, it was close',
    'gg wp',
    'the dot is here',
    '3.14159',
    'e.g. crash',
    'wait... what',
    'привет всем!',
    '@Вася, удачи',
    'a.b',
    'Привет, как дела? Сегодня поднял x2.5, т.е. удвоил ставку.',
    'и т.д. и т.п.',
    'т.к. я занят, м.б. позже',
    'А.С. Пушкин',
    'Ставка 12.50 на 1.5x, счёт 3:2',
    'счёт [3:2], потом [1:0]',
    'версия 1.2.3 вышла 12.05.2024',
    'ёлка, йогурт, съешь ещё этих мягких булок',
    'ну · вот',
    'gg 👍🏻❤️',
    '10 000 · 2 · 3',
    'ok, thanks',
    'ok,thanks',
    'gg . wp',
    'x2.5 next',
    '1.5k',
    '1,5k на красном',
    'a b c d e',
    'и я в шоке',
    'x 2 . 5 и всё',
    '100% win, 50%off',
    'счёт 3:2, время 12:30',
    'lvl:50 bet:100',
    'да, ru сервер',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
