import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/api-error';
import { checkText, commandOf } from './chat.service';

const keyOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  return null;
};

describe('checkText', () => {
  it('answers the text as stored: trimmed, control characters as spaces', () => {
    expect(checkText('  hello  ')).toBe('hello');
    expect(checkText('a\u0000b\nc')).toBe('a b c');
    expect(checkText('x'.repeat(255))).toHaveLength(255);
  });

  it('answers the normalised text: NFKC, no invisible or bidirectional characters', () => {
    expect(checkText('\u202Egnp.exe')).toBe('gnp.exe');
    expect(checkText('\uFF47\uFF47 \u200Bwp')).toBe('gg wp');
    expect(checkText('Привет, т.е. 1.5x')).toBe('Привет, т.е. 1.5x');
    expect(keyOf(() => checkText('\u200B\u2060\u202E'))).toBe('chat_api.empty');
    expect(keyOf(() => checkText('evil\u200B.com'))).toBe('chat_api.links');
  });

  it('refuses in order: not a string, empty, too long, links', () => {
    expect(keyOf(() => checkText(undefined))).toBe('chat_api.not_string');
    expect(keyOf(() => checkText(42))).toBe('chat_api.not_string');
    expect(keyOf(() => checkText('\u0000 \t'))).toBe('chat_api.empty');
    // Too long wins over a link in a long text: the length is checked first.
    expect(keyOf(() => checkText(`casefarm.com ${'x'.repeat(255)}`))).toBe('chat_api.too_long');
    expect(keyOf(() => checkText('casefarm.com'))).toBe('chat_api.links');
  });
});

describe('commandOf', () => {
  it('reads the first word after a slash, in any case, arguments ignored', () => {
    expect(commandOf('hello /stats')).toBeNull();
    expect(commandOf('/stats')).toBe('stats');
    expect(commandOf('/Balance now')).toBe('balance');
    expect(commandOf('/CLEAR')).toBe('clear');
  });

  it('refuses an unknown command', () => {
    expect(keyOf(() => commandOf('/'))).toBe('chat_api.unknown_command');
    expect(keyOf(() => commandOf('/ban @x'))).toBe('chat_api.unknown_command');
  });
});
