import { describe, expect, it } from 'vitest';
import { containsLink, mentionOf } from './chat';

describe('containsLink', () => {
  it.each([
    'https://example.com',
    'go to http://1.2.3.4/x',
    'steam://openurl/abc',
    'www.example.org',
    'WWW.CASINO.NET',
    'free skins at casefarm.com now',
    'CASEFARM.COM',
    'join discord.gg/abc123',
    't.me/freeskins',
    'my site: skins-drop.ru',
    'халява на сайте скины.рф',
    'site(dot)com',
    'site [.] com',
    'site {dot} net',
    'site dot com',
    'сайт точка ru',
    'site . com',
    'site .com',
    'site。com',
    'mail me at name@mail.ru',
    'sub.domain.example.io/path',
  ])('finds a link in %j', (text) => {
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
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('mentionOf', () => {
  it('reads the name of an "@name," prefix', () => {
    expect(mentionOf('@Вася, привет')).toBe('Вася');
    expect(mentionOf('@ pro player ,hi')).toBe('pro player');
  });

  it('is null without the prefix or the comma', () => {
    expect(mentionOf('hi @Вася, привет')).toBeNull();
    expect(mentionOf('@Вася привет')).toBeNull();
  });
});
