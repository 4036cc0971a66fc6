import { describe, expect, it } from 'vitest';
import { mentionOf } from './chat';

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
